import { fireEvent, render, screen } from '@testing-library/react';
import { loadSiteCopies, type FormsCopy } from '@koinonia/i18n/site';
import { SiteProvider } from '../site-context';
import { createFormats } from '../formats';
import { ContactForm } from './ContactForm';

let forms: FormsCopy;
const renderForm = async (kind: 'contact' | 'enterprise' | 'support') => {
  const copy = await loadSiteCopies('en', ['common', 'forms']);
  forms = copy.forms;
  render(
    <SiteProvider value={{ language: 'en', page: 'support', copy, formats: createFormats('en') }}>
      <ContactForm kind={kind} />
    </SiteProvider>,
  );
};

describe('the contact forms', () => {
  it('explains every problem before sending, and keeps what was typed', async () => {
    await renderForm('support');
    fireEvent.change(screen.getByLabelText(forms.fields.name), { target: { value: 'Priscilla' } });
    fireEvent.change(screen.getByLabelText(forms.fields.email), { target: { value: 'priscilla@example' } });
    fireEvent.change(screen.getByLabelText(forms.fields.message), { target: { value: 'Tents?' } });
    fireEvent.click(screen.getByRole('button', { name: forms.states.send }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(forms.errors.summary);
    expect(alert.textContent).toContain(forms.errors.categoryRequired);
    expect(alert.textContent).toContain(forms.errors.emailInvalid);
    expect(alert.textContent).toContain(forms.errors.messageTooShort.replace('{min}', '10'));
    expect(screen.getByLabelText(forms.fields.name)).toHaveProperty('value', 'Priscilla');
    expect(screen.getByLabelText(forms.fields.message)).toHaveProperty('value', 'Tents?');
    expect(screen.getByLabelText(forms.fields.email).getAttribute('aria-invalid')).toBe('true');
  });

  it('clears a field’s error as soon as it is corrected', async () => {
    await renderForm('contact');
    fireEvent.click(screen.getByRole('button', { name: forms.states.send }));
    expect(screen.getByRole('alert').textContent).toContain(forms.errors.nameRequired);
    fireEvent.change(screen.getByLabelText(forms.fields.name), { target: { value: 'Aquila' } });
    expect(screen.getByRole('alert').textContent).not.toContain(forms.errors.nameRequired);
  });

  it('asks the enterprise form for the church and its size', async () => {
    await renderForm('enterprise');
    fireEvent.click(screen.getByRole('button', { name: forms.states.send }));
    expect(screen.getByRole('alert').textContent).toContain(forms.errors.organizationRequired);
    expect(screen.getByRole('alert').textContent).toContain(forms.errors.sizeRequired);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['', ...Object.values(forms.congregationSizes)]);
  });

  it('counts the message’s characters against its limit', async () => {
    await renderForm('contact');
    fireEvent.change(screen.getByLabelText(forms.fields.message), { target: { value: 'Hello there' } });
    expect(screen.getByText('11 / 5,000 characters')).toBeTruthy();
  });
});
