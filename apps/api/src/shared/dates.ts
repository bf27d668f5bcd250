export const iso = (d: Date): string => d.toISOString();
