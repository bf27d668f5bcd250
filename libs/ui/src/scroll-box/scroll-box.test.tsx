import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScrollBox } from './scroll-box';

/** jsdom lays nothing out: the box's widths are what a 390 px screen would measure for a 700 px table. */
function measure(box: HTMLElement, { scrollLeft }: { scrollLeft: number }) {
  Object.defineProperty(box, 'scrollWidth', { configurable: true, value: 700 });
  Object.defineProperty(box, 'clientWidth', { configurable: true, value: 350 });
  box.scrollLeft = scrollLeft;
  fireEvent.scroll(box);
}

describe('ScrollBox', () => {
  it('shades the side where columns are out of sight, following the scroll', () => {
    render(
      <ScrollBox className="own">
        <table aria-label="Produits">
          <tbody>
            <tr>
              <td>Shampoing</td>
            </tr>
          </tbody>
        </table>
      </ScrollBox>,
    );
    const box = screen.getByRole('table', { name: 'Produits' }).parentElement!;
    const frame = box.parentElement!;
    expect(box).toHaveClass('own');
    expect(frame).not.toHaveAttribute('data-hidden-end');

    measure(box, { scrollLeft: 0 });
    expect(frame).toHaveAttribute('data-hidden-end');
    expect(frame).not.toHaveAttribute('data-hidden-start');

    measure(box, { scrollLeft: 175 });
    expect(frame).toHaveAttribute('data-hidden-start');
    expect(frame).toHaveAttribute('data-hidden-end');

    measure(box, { scrollLeft: 350 });
    expect(frame).toHaveAttribute('data-hidden-start');
    expect(frame).not.toHaveAttribute('data-hidden-end');
  });
});
