import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Container } from './container.tsx';

describe('Container', () => {
  it('renders its children and passes attributes through', () => {
    render(
      <Container id="main" data-testid="c" className="extra">
        Hello
      </Container>,
    );
    const el = screen.getByTestId('c');
    expect(el.id).toBe('main');
    expect(el.className).toContain('extra');
    expect(el.textContent).toBe('Hello');
  });

  it('caps the width at 1200 px plus side padding', () => {
    render(<Container data-testid="c">x</Container>);
    expect(getComputedStyle(screen.getByTestId('c')).maxWidth).toBe('1264px');
  });

  it('uses a different class for the narrow width', () => {
    render(
      <>
        <Container data-testid="a">a</Container>
        <Container data-testid="b" width="narrow">
          b
        </Container>
      </>,
    );
    expect(screen.getByTestId('a').className).not.toBe(screen.getByTestId('b').className);
  });
});
