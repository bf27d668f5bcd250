import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from './field';

describe('Field', () => {
  it('labels its control', () => {
    render(
      <Field label="Nom">
        <input name="name" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Nom' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('shows the error under the control and ties it to it', () => {
    render(
      <Field label="Email" error="Email invalide" hint="ex. nom@exemple.fr">
        <input type="email" name="email" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('ex. nom@exemple.fr Email invalide');
    expect(screen.getByText('Email invalide')).toBeInTheDocument();
  });

  it('hands the wiring to a render function for composite controls', () => {
    render(
      <Field label="Catégorie" error="Ce champ est obligatoire.">
        {(control) => (
          <select {...control}>
            <option>Selectionnez une catégorie</option>
          </select>
        )}
      </Field>,
    );
    expect(screen.getByRole('combobox', { name: 'Catégorie' })).toHaveAccessibleDescription(
      'Ce champ est obligatoire.',
    );
  });

  it('keeps the id a control already has', () => {
    render(
      <Field label="Téléphone">
        <input id="phone" name="phone" />
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Téléphone' })).toHaveAttribute('id', 'phone');
  });
});
