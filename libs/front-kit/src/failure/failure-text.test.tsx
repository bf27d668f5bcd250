import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FailureText } from './failure-text';

describe('FailureText', () => {
  it('announces the sentence', () => {
    render(<FailureText message="Une erreur est survenue." id="save-error" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Une erreur est survenue.');
    expect(screen.getByRole('alert')).toHaveAttribute('id', 'save-error');
  });

  it('shows nothing without one', () => {
    const { container } = render(<FailureText message={null} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
