import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { Field } from './field.tsx';

interface FormValues {
  email: string;
  size: string;
  message: string;
}

function Form({ onValid }: { onValid: (values: FormValues) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormValues>({
    defaultValues: { email: '', size: '', message: '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <Field
        label="Email"
        type="email"
        error={errors.email?.message}
        {...register('email', { required: 'Enter your email' })}
      />
      <Field
        as="select"
        label="Size"
        placeholder="Choose"
        options={[{ value: 's', label: 'Small' }]}
        error={errors.size?.message}
        {...register('size', { required: 'Choose a size' })}
      />
      <Field as="textarea" label="Message" {...register('message')} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('Field', () => {
  it('puts the label above the control and links them', () => {
    render(<Field label="Name" name="name" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    const label = screen.getByText('Name');
    expect(label.compareDocumentPosition(input) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('wires the error with aria-invalid and aria-describedby, under the field', () => {
    render(<Field label="Email" name="email" hint="Work address" error="Enter your email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(ids).toHaveLength(2);
    const [hintId, errorId] = ids as [string, string];
    expect(document.getElementById(hintId)?.textContent).toBe('Work address');
    const error = document.getElementById(errorId) as HTMLElement;
    expect(error.textContent).toBe('Error: Enter your email');
    expect(input.compareDocumentPosition(error) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(error.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('renders a select and a textarea', () => {
    render(
      <>
        <Field
          as="select"
          label="Size"
          name="size"
          placeholder="Choose"
          options={[{ value: 's', label: 'Small' }]}
        />
        <Field as="textarea" label="Message" name="message" error="Too short" />
      </>,
    );
    expect(screen.getByRole('combobox', { name: 'Size' }).tagName).toBe('SELECT');
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea.getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps a caller id and extra aria-describedby', () => {
    render(<Field label="Phone" id="phone" aria-describedby="privacy" error="Too short" />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input.id).toBe('phone');
    expect(input.getAttribute('aria-describedby')).toBe('phone-error privacy');
  });

  it('works with react-hook-form register() (name, onChange, onBlur, ref)', async () => {
    const onValid = vi.fn();
    const user = userEvent.setup();
    render(<Form onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(await screen.findByText('Enter your email')).toBeTruthy();
    expect(screen.getByText('Choose a size')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    // react-hook-form focuses the first invalid field through the ref.
    expect(document.activeElement).toBe(email);
    expect(onValid).not.toHaveBeenCalled();

    await user.type(email, 'dana@harbourlaw.ca');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Size' }), 's');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Help');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledOnce();
    expect(onValid.mock.calls[0]?.[0]).toEqual({ email: 'dana@harbourlaw.ca', size: 's', message: 'Help' });
    expect(screen.queryByText('Enter your email')).toBeNull();
  });

  it('passes the native constraints through, with or without the required asterisk', () => {
    const { container } = render(
      <>
        <Field label="Phone" type="tel" required minLength={10} maxLength={40} name="phone" />
        <Field label="Name" required requiredMark={false} maxLength={100} name="name" />
      </>,
    );
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    expect(phone.getAttribute('type')).toBe('tel');
    expect(phone.hasAttribute('required')).toBe(true);
    expect(phone.getAttribute('minlength')).toBe('10');
    expect(phone.getAttribute('maxlength')).toBe('40');
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name.hasAttribute('required')).toBe(true);
    expect(name.getAttribute('maxlength')).toBe('100');
    const labels = [...container.querySelectorAll('label')].map((label) => label.textContent);
    expect(labels).toEqual(['Phone*', 'Name']);
  });
});
