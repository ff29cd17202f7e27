import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { Button } from '../button/button.tsx';
import { Field } from './field.tsx';

const sizes = [
  { value: '1-10', label: '1-10 employees' },
  { value: '11-50', label: '11-50 employees' },
  { value: '51-200', label: '51-200 employees' },
];

const meta: Meta<typeof Field> = {
  title: 'Forms/Field',
  component: Field,
  args: { label: 'Work email', type: 'email', autoComplete: 'email', name: 'email' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof Field>;

export const Default: Story = {};
export const Required: Story = { args: { required: true } };
export const WithHint: Story = { args: { hint: 'We reply within one business day.' } };
export const WithError: Story = {
  args: { required: true, defaultValue: 'dana@', error: 'Enter an email address like name@company.ca' },
};
export const Optional: Story = { args: { label: 'Company', type: 'text', optionalText: '(optional)' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'dana@harbourlaw.ca' } };
export const SelectField: Story = {
  args: { as: 'select', label: 'Company size', placeholder: 'Choose one', options: sizes, name: 'size' },
};
export const SelectWithError: Story = {
  args: {
    as: 'select',
    label: 'Company size',
    placeholder: 'Choose one',
    options: sizes,
    name: 'size',
    required: true,
    error: 'Choose your company size',
  },
};
export const TextareaField: Story = {
  args: { as: 'textarea', label: 'How can we help?', name: 'message', minHeight: 120 },
};
export const TextareaWithError: Story = {
  args: {
    as: 'textarea',
    label: 'How can we help?',
    name: 'message',
    error: 'Tell us a little more (10 characters)',
  },
};

interface DemoValues {
  name: string;
  email: string;
  size: string;
  message: string;
}

function ReactHookFormDemo() {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DemoValues>({ defaultValues: { name: '', email: '', size: '', message: '' } });
  return (
    <form noValidate onSubmit={handleSubmit(() => {})} style={{ display: 'grid', gap: 20 }}>
      <Field
        label="Name"
        autoComplete="name"
        required
        error={errors.name?.message}
        {...register('name', { required: 'Enter your name' })}
      />
      <Field
        label="Work email"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email', {
          required: 'Enter your email address',
          pattern: { value: /^\S+@\S+\.\S+$/, message: 'Enter an email address like name@company.ca' },
        })}
      />
      <Field
        as="select"
        label="Company size"
        placeholder="Choose one"
        options={sizes}
        required
        error={errors.size?.message}
        {...register('size', { required: 'Choose your company size' })}
      />
      <Field as="textarea" label="Message" optionalText="(optional)" {...register('message')} />
      <Button type="submit">Send request</Button>
    </form>
  );
}

/** A react-hook-form form: submit it empty to see the errors. */
export const WithReactHookForm: Story = { render: () => <ReactHookFormDemo /> };
