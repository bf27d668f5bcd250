import { describe, expect, it } from 'vitest';
import { apiNodeRange, unsupportedNodeMessage } from './supported-node';

describe('the Node version check at API start', () => {
  it('lets Node 24 and the lowest supported Node 22 start', () => {
    expect(unsupportedNodeMessage('24.21.0', '>=22.12.0')).toBeNull();
    expect(unsupportedNodeMessage('22.12.0', '>=22.12.0')).toBeNull();
    expect(unsupportedNodeMessage('26.0.0', '^22.22.2 || >=24.15.0')).toBeNull();
  });

  it('stops Node 20, and a Node 22 older than the minimum, saying so in French and English', () => {
    expect(unsupportedNodeMessage('20.20.2', '>=22.12.0')).toBe(
      [
        "L'API Mèche demande Node.js 22.12.0 ou plus récent (Node 24 LTS en production) ; ce processus tourne sous Node 20.20.2.",
        '  Démarrez-la par npm (npm start), qui utilise le Node 24 installé dans node_modules, ou installez Node 24 LTS.',
        'The Mèche API needs Node.js 22.12.0 or newer (Node 24 LTS in production); this process runs Node 20.20.2.',
        '  Start it through npm (npm start), which uses the Node 24 installed in node_modules, or install Node 24 LTS.',
      ].join('\n'),
    );
    expect(unsupportedNodeMessage('22.11.9', '>=22.12.0')).toContain('Node.js 22.12.0 ou plus récent');
    expect(unsupportedNodeMessage('20.20.2', '^22.22.2 || >=24.15.0')).toContain('needs Node.js 22.22.2 or newer');
  });

  it("refuses any Node older than 22 by the API's own engines, which the Node running this suite satisfies", () => {
    expect(unsupportedNodeMessage('21.99.99', apiNodeRange())).not.toBeNull();
    expect(unsupportedNodeMessage(process.versions.node, apiNodeRange())).toBeNull();
  });
});
