import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilePicker, fileSizeText } from './file-picker';

const photo = () => new File(['x'.repeat(3000)], 'front.jpg', { type: 'image/jpeg' });

describe('FilePicker', () => {
  it('offers French buttons for the file and the camera, hands over the file picked or dropped, and says what is wrong', async () => {
    const onChoose = vi.fn();
    const { rerender } = render(
      <FilePicker
        hint="Déposez une photo ici, ou :"
        buttons={[
          { label: 'Choisir un fichier', accept: 'image/jpeg' },
          { label: 'Prendre une photo (tablette)', accept: 'image/*', capture: 'environment' },
        ]}
        chosen="Aucune photo choisie."
        error={null}
        onChoose={onChoose}
        testId="zone"
      />,
    );
    expect(screen.getByText('Aucune photo choisie.')).toBeInTheDocument();
    expect(screen.getByLabelText('Prendre une photo (tablette)')).toHaveAttribute('capture', 'environment');
    await userEvent.upload(screen.getByLabelText('Choisir un fichier'), photo());
    fireEvent.drop(screen.getByTestId('zone'), { dataTransfer: { files: [photo()] } });
    expect(onChoose).toHaveBeenCalledTimes(2);
    expect(fileSizeText(3000)).toBe('3 Ko');

    rerender(
      <FilePicker hint="h" buttons={[{ label: 'Choisir un fichier', accept: 'image/jpeg' }]} chosen="front.jpg" error="Fichier trop lourd." onChoose={onChoose} />,
    );
    expect(screen.getByLabelText('Choisir un fichier')).toHaveAccessibleDescription('Fichier trop lourd.');
    expect(screen.getByRole('alert')).toHaveTextContent('Fichier trop lourd.');
  });
});
