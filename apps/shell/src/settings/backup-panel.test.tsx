import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { BackupStatus } from '@meche/contracts';
import { api, server } from '@meche/testing';
import { renderApp } from '../test/render-app';
import { BACKUP_TEXTS } from './backup-panel';

const answering = (status: BackupStatus) => server.use(http.get(api('/backups/status'), () => HttpResponse.json(status)));
const embedded = (over: Partial<BackupStatus>): BackupStatus => ({ mode: 'embedded', last: null, stale: false, failure: null, keyFile: null, ...over });

/** A paragraph whose text is exactly `text` (no-break spaces kept, which the default matcher folds). */
const paragraph = (text: string) => (_: string, element: Element | null) => element?.tagName === 'P' && element.textContent === text;

async function backupSection() {
  renderApp('/dashboard/settings');
  return within((await screen.findByRole('heading', { name: 'Sauvegardes' })).closest('section') as HTMLElement);
}

describe('the backups on the practice settings page', () => {
  it('shows the last backup’s date and size, and no warning while it is recent', async () => {
    answering(embedded({ last: { at: '2026-11-25T08:00:00.000Z', bytes: 12_582_912 } }));
    const section = await backupSection();
    expect(await section.findByText(BACKUP_TEXTS.last('2026-11-25T08:00:00.000Z', 12_582_912))).toBeInTheDocument();
    expect(BACKUP_TEXTS.last('2026-11-25T08:00:00.000Z', 12_582_912)).toMatch(/^Dernière sauvegarde : le 25 novembre 2026 à \d{2}:00 \(12 Mo\)\.$/);
    expect(BACKUP_TEXTS.last('2026-11-25T08:00:00.000Z', 5_400)).toMatch(/\(5 Ko\)\.$/);
    expect(section.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('warns when there has been none for 48 hours, and names the key file to keep elsewhere', async () => {
    answering(embedded({ last: { at: '2026-11-20T08:00:00.000Z', bytes: 2_621_440 }, stale: true, keyFile: '.data-backup.key' }));
    const section = await backupSection();
    expect(within(await section.findByRole('alert')).getByText(paragraph(BACKUP_TEXTS.stale))).toBeInTheDocument();
    expect(BACKUP_TEXTS.stale).toMatch(/^Aucune sauvegarde depuis plus de 48 heures : /);
    expect(section.getByText(BACKUP_TEXTS.last('2026-11-20T08:00:00.000Z', 2_621_440))).toBeInTheDocument();
    expect(section.getByText(paragraph(BACKUP_TEXTS.keyFile('.data-backup.key')))).toBeInTheDocument();
  });

  it('warns when none was ever made, and says why the last attempt failed', async () => {
    const message = 'Plus de place sur le disque de /srv/meche/data-backups : libérez de la place.';
    answering(embedded({ stale: true, failure: { at: '2026-11-25T09:00:00.000Z', message } }));
    const section = await backupSection();
    const alert = await section.findByRole('alert');
    expect(section.getByText(BACKUP_TEXTS.none)).toBeInTheDocument();
    expect(within(alert).getByText(paragraph(BACKUP_TEXTS.unprotected))).toBeInTheDocument();
    expect(BACKUP_TEXTS.unprotected).toMatch(/^Tant qu’aucune sauvegarde n’est faite, les dossiers de vos clients ne sont pas protégés\. /);
    expect(within(alert).getByText(BACKUP_TEXTS.failure('2026-11-25T09:00:00.000Z', message))).toBeInTheDocument();
  });

  it('on a PostgreSQL server, says the server keeps the backups', async () => {
    answering({ mode: 'server', last: null, stale: false, failure: null, keyFile: null });
    const section = await backupSection();
    expect(await section.findByText(BACKUP_TEXTS.server)).toBeInTheDocument();
    expect(section.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the status cannot be read', async () => {
    server.use(http.get(api('/backups/status'), () => HttpResponse.json({ message: 'Une erreur est survenue.' }, { status: 500 })));
    const section = await backupSection();
    expect(await section.findByText(BACKUP_TEXTS.loadError)).toBeInTheDocument();
  });
});
