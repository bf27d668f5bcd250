import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable, type DataColumn } from './data-table';

interface Person {
  id: number;
  name: string;
  city: string;
}

const people: Person[] = [
  { id: 1, name: 'Martin', city: 'Lyon' },
  { id: 2, name: 'Durand', city: 'Nantes' },
];

const columns: DataColumn<Person>[] = [
  { header: 'Nom', rowHeader: true, cellId: (p) => `person-${p.id}`, cell: (p) => p.name },
  { header: 'Ville', labelled: true, cell: (p) => p.city },
  { header: 'Actions', hiddenHeader: true, cell: (p) => <button type="button" aria-describedby={`person-${p.id}`}>Profil</button> },
];

describe('DataTable', () => {
  it('shows the column headers, a row per item named by its header cell, and the phone card labels', () => {
    render(<DataTable caption="Personnes" columns={columns} rows={people} rowKey={(p) => p.id} />);
    const table = screen.getByRole('table', { name: 'Personnes' });
    expect(table).toHaveClass('meche-table', 'meche-table--cards');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Nom', 'Ville', 'Actions']);
    expect(within(table).getByText('Actions')).toHaveClass('meche-sr-only');
    const row = within(table).getByRole('row', { name: /Durand/ });
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Durand');
    expect(within(row).getByRole('cell', { name: 'Nantes' })).toHaveAttribute('data-label', 'Ville');
    expect(within(row).getByRole('button', { name: 'Profil' })).toHaveAccessibleDescription('Durand');
  });

  it('keeps the rows the screen draws itself under the same headers, and stays a table where asked', () => {
    render(
      <DataTable cards="never" caption="Personnes" columns={[{ header: 'Nom' }]}>
        <tr>
          <td>Martin</td>
        </tr>
      </DataTable>,
    );
    const table = screen.getByRole('table', { name: 'Personnes' });
    expect(table).not.toHaveClass('meche-table--cards');
    expect(within(table).getByRole('columnheader', { name: 'Nom' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Martin' })).toBeInTheDocument();
  });
});
