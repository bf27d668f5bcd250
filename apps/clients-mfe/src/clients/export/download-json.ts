/** Saves `data` as a pretty-printed JSON file through a temporary object URL (no server round trip). */
export function downloadJson(data: unknown, fileName: string): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the click has handed the blob to the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
