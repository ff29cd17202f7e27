import type { Preview } from '@storybook/react-vite';
import '../src/styles/theme.css.ts';
import { previewRoot } from './preview.css.ts';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // Fail the a11y panel (and the addon's test runs) on any axe violation.
    a11y: { test: 'error' },
    options: { storySort: { order: ['Foundations', 'Layout', 'Components', 'Forms', 'Feedback', 'Site'] } },
  },
  decorators: [
    (Story) => (
      <div className={previewRoot}>
        <Story />
      </div>
    ),
  ],
  tags: ['autodocs'],
};

export default preview;
