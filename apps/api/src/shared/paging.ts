import type { Page } from '@meche/contracts';

export function toPage<T>(content: T[], totalElements: number, number: number, size: number): Page<T> {
  return { content, totalPages: Math.ceil(totalElements / size), totalElements, number, size };
}
