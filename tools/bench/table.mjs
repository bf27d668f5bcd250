// The bench report as one plain-text table (also pasted into docs/performance.md as Markdown).

const STATUS = { true: 'met', false: 'MISSED', null: '—' };

const statusOf = (met) => STATUS[String(met ?? null)];

/** Markdown-compatible table: readable in a terminal and renders in docs. */
export function formatTable(report) {
  const header = ['Section', 'Measure', 'Value', 'Target', 'Status'];
  const lines = [];
  for (const section of report.sections) {
    if (section.error) lines.push([section.title, 'section failed', section.error, '', 'MISSED']);
    for (const row of section.rows) {
      lines.push([section.title, row.name, row.value, row.target ?? '', statusOf(row.met)]);
    }
  }
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => String(l[i]).length)));
  const fmt = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
  const rule = `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`;
  const all = report.sections.flatMap((s) => s.rows.filter((r) => r.met !== null && r.met !== undefined));
  const met = all.filter((r) => r.met === true).length;
  const m = report.machine;
  return [
    `Mèche bench — ${report.started}${report.quick ? ' (quick)' : ''} — ${m.cpus} × ${m.cpuModel}, ${m.memoryGiB} GiB, Node ${m.node}`,
    '',
    fmt(header),
    rule,
    ...lines.map(fmt),
    '',
    `Targets met: ${met} of ${all.length}`,
  ].join('\n');
}
