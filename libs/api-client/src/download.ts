import { isHttpError } from '@meche/runtime';
import { http } from '@meche/runtime/data';

const FILE_NAME = /filename="([^"]+)"/;

/**
 * A file the API makes on a POST, to save under the name it gives. A failed call's body arrives as a Blob too: it is
 * read back as the JSON `{ message }` it is, so callers describe the error as for any other call.
 */
export async function downloadFrom(url: string, body: unknown, fallbackName: string): Promise<{ blob: Blob; fileName: string }> {
  try {
    const response = await http.post<Blob>(url, body, { responseType: 'blob' });
    const disposition = String(response.headers['content-disposition'] ?? '');
    return { blob: response.data, fileName: FILE_NAME.exec(disposition)?.[1] ?? fallbackName };
  } catch (error) {
    if (isHttpError(error) && error.response?.data instanceof Blob) {
      const text = await error.response.data.text();
      try {
        error.response.data = JSON.parse(text) as unknown;
      } catch {
        error.response.data = text;
      }
    }
    throw error;
  }
}
