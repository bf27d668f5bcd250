import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Quill } from 'react-quill-new';
import type LinkFormat from 'quill/formats/link';
import { RichTextEditor } from './rich-text-editor';

function renderEditor(defaultValue = '') {
  const onChange = vi.fn();
  render(
    <>
      <span id="label">Description</span>
      <RichTextEditor id="editor" labelId="label" defaultValue={defaultValue} onChange={onChange} />
    </>,
  );
  return { onChange };
}

describe('RichTextEditor', () => {
  it('mounts Quill with a labelled editing area and exactly the toolbar of the spec', async () => {
    renderEditor('<p>Bonjour</p>');
    const area = await screen.findByRole('textbox', { name: 'Description' });
    expect(area).toHaveTextContent('Bonjour');
    const toolbar = screen.getByRole('toolbar', { name: 'Mise en forme de la description' });
    const names = [...toolbar.querySelectorAll('button, .ql-picker-label')].map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual([
      'Titre',
      'Gras',
      'Italique',
      'Souligné',
      'Barré',
      'Couleur du texte',
      'Couleur de fond',
      'Liste numérotée',
      'Liste à puces',
      'Lien',
      'Effacer la mise en forme',
    ]);
    const quill = Quill.find(area.parentElement as HTMLElement) as Quill;
    expect(quill.getModule('history')).toMatchObject({ options: { delay: 1000, maxStack: 100, userOnly: true } });
    const headers = [...toolbar.querySelectorAll('select.ql-header option')].map((o) => o.getAttribute('value'));
    expect(headers).toEqual(['1', '2', '3', null]);
  });

  it('limits links to http, https, mailto, tel and sms', async () => {
    renderEditor();
    await screen.findByRole('textbox', { name: 'Description' });
    const Link = Quill.import('formats/link') as typeof LinkFormat;
    expect(Link.sanitize('https://meche.test')).toBe('https://meche.test');
    expect(Link.sanitize('mailto:a@b.fr')).toBe('mailto:a@b.fr');
    expect(Link.sanitize('tel:0102030405')).toBe('tel:0102030405');
    expect(Link.sanitize('sms:0102030405')).toBe('sms:0102030405');
    expect(Link.sanitize('javascript:alert(1)')).toBe('about:blank');
    expect(Link.sanitize('data:text/html,<script>alert(1)</script>')).toBe('about:blank');
    expect(Link.sanitize('ftp://meche.test')).toBe('about:blank');
  });

  it('reports formatted HTML with plain spaces, and an emptied editor as an empty description', async () => {
    const { onChange } = renderEditor();
    const area = await screen.findByRole('textbox', { name: 'Description' });
    const quill = Quill.find(area.parentElement as HTMLElement) as Quill;
    quill.insertText(0, 'Très doux', { bold: true }, 'user');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p><strong>Très doux</strong></p>'));
    quill.deleteText(0, quill.getLength(), 'user');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(''));
  });

  it("reports the practitioner's edits only, not its own rewrite of the HTML it was given", async () => {
    const { onChange } = renderEditor('<p>Doux&nbsp;et <b>léger</b></p><div>vieux balisage</div>');
    const area = await screen.findByRole('textbox', { name: 'Description' });
    expect(area).toHaveTextContent('vieux balisage');
    expect(onChange).not.toHaveBeenCalled();
    const quill = Quill.find(area.parentElement as HTMLElement) as Quill;
    quill.insertText(0, 'Très ', 'user');
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
  });

  it('gives the link box a French field: its name and its example', async () => {
    renderEditor();
    await screen.findByRole('textbox', { name: 'Description' });
    const field = screen.getByRole('textbox', { name: 'Adresse du lien' });
    expect(field).toHaveAttribute('data-link', 'https://exemple.fr');
  });
});
