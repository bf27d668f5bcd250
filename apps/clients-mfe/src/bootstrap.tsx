// Standalone dev page of the clients remote (`nx run clients-mfe:serve`); the shell never loads this file.
import { startDevShell } from '@meche/dev-shell';
import remote from './remote';

startDevShell({ title: 'Mèche · Clients (dev)', remote });
