import { DASHBOARD_CONTENT, SUPPORTED_CONTRACTS, type RemoteDescriptor } from '@meche/remote-contract';
import { shellPaths } from '@meche/page-paths';
import { pageNames } from '@meche/runtime';
import { forgetOtherDescriptors, loadDescriptor, type DescriptorOutcome } from './descriptor-source';
import { fetchRemoteEntries, type RemoteEntry } from './remotes-config';

/** What the shell knows of one remote before loading any of its code. */
export interface RemoteInfo extends RemoteEntry {
  /** Its routes and sidebar entries; null when it could never be read (down since this browser first saw it). */
  descriptor: RemoteDescriptor | null;
  /** Why its code must not be loaded (unsupported contract, unreadable descriptor); null when it may be. */
  refusal: string | null;
}

export interface SidebarEntry {
  to: string;
  label: string;
}

export interface RegistrySources {
  fetchEntries(): Promise<RemoteEntry[]>;
  loadDescriptor(entry: RemoteEntry, supported: string): Promise<DescriptorOutcome>;
}

const network: RegistrySources = {
  fetchEntries: async () => {
    const entries = await fetchRemoteEntries();
    forgetOtherDescriptors(entries);
    return entries;
  },
  loadDescriptor,
};

function toInfo(entry: RemoteEntry, outcome: DescriptorOutcome): RemoteInfo {
  if (outcome.kind === 'refused') console.error(outcome.reason);
  else if (outcome.kind !== 'fresh') console.warn(`Remote "${entry.name}": ${outcome.reason}`);
  return {
    ...entry,
    descriptor: outcome.kind === 'missing' ? null : outcome.descriptor,
    refusal: outcome.kind === 'refused' ? outcome.reason : null,
  };
}

/**
 * The remotes of this page: remotes.json, then each remote's descriptor, read in parallel when the page starts
 * (never awaited by /login). The sidebar and the places of the remotes' pages come from here.
 */
export class RemoteRegistry {
  private infos: RemoteInfo[] = [];
  private configFailure: string | null = null;
  private loading: Promise<void> | null = null;
  private version = 0;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly sources: RegistrySources = network,
    private readonly supported: string = SUPPORTED_CONTRACTS,
  ) {}

  /** Starts reading remotes.json and the descriptors, once; resolves when all are read or given up. */
  ready(): Promise<void> {
    this.loading ??= this.read();
    return this.loading;
  }

  private async read(): Promise<void> {
    try {
      const entries = await this.sources.fetchEntries();
      this.infos = await Promise.all(entries.map(async (entry) => toInfo(entry, await this.sources.loadDescriptor(entry, this.supported))));
      this.configFailure = null;
    } catch (error) {
      this.configFailure = error instanceof Error ? error.message : String(error);
      console.error('Remote modules configuration unavailable', error);
    }
    this.emit();
  }

  /** Reads again what is not known for sure: remotes.json when it failed, descriptors that were not read just now. */
  async reload(): Promise<void> {
    await this.ready();
    if (this.configFailure !== null) {
      this.loading = this.read();
      return this.loading;
    }
    await Promise.all(this.infos.filter((info) => info.descriptor === null || info.refusal !== null).map((info) => this.refresh(info.name)));
  }

  /** Reads one remote's descriptor again (its 'Réessayer'): a fixed deployment is picked up without a reload. */
  async refresh(name: string): Promise<RemoteInfo | undefined> {
    const index = this.infos.findIndex((info) => info.name === name);
    const current = this.infos[index];
    if (!current) return undefined;
    const info = toInfo(current, await this.sources.loadDescriptor(current, this.supported));
    this.infos = this.infos.map((other, i) => (i === index ? info : other));
    this.emit();
    return info;
  }

  list = (): readonly RemoteInfo[] => this.infos;

  get = (name: string): RemoteInfo | undefined => this.infos.find((info) => info.name === name);

  /** Some page of the dashboard may belong to a remote the shell cannot describe: remotes.json or a descriptor is missing. */
  hasUnknown = (): boolean => this.configFailure !== null || this.infos.some((info) => info.descriptor === null);

  /** The remotes' sidebar entries, after the shell's own: by order, then label. */
  sidebar(): SidebarEntry[] {
    return this.infos
      .flatMap((info) => (info.descriptor?.attach === DASHBOARD_CONTENT ? info.descriptor.nav : []))
      .sort((a, b) => a.order - b.order || a.label.localeCompare(b.label, 'fr'))
      .map((entry) => ({ to: `${shellPaths.dashboard}/${entry.path}`, label: entry.label }));
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Changes whenever what the registry knows changes (for useSyncExternalStore). */
  snapshot = (): number => this.version;

  private emit(): void {
    // The pages the remotes publish by name, for every app's links: a refused remote's pages are not had.
    pageNames.publish(this.infos.flatMap((info) => (info.descriptor && info.refusal === null ? [info.descriptor] : [])));
    this.version += 1;
    this.listeners.forEach((listener) => listener());
  }
}
