/**
 * The agenda remote's addresses, apart from `paths`: the shell bundles `paths`, and a remote shipped after the shell
 * leaves its built files as they are. The client file and a programme book a visit through `bookVisit`.
 */
export const agendaPaths = {
  agenda: '/dashboard/agenda',
  /** The agenda's booking form, for a client and, when booked from a programme, that programme. */
  bookVisit: (clientId: number | string, programId?: number | string) =>
    `/dashboard/agenda?reserver=1&client=${clientId}${programId === undefined ? '' : `&programme=${programId}`}`,
  /** The agenda's day view of a Paris day ('YYYY-MM-DD'): where the client file sends a visit's date. */
  day: (date: string) => `/dashboard/agenda?vue=jour&date=${date}`,
  /** The client file with its photo follow-up open (the clients remote's `?suivi=photos`): a visit's day photos. */
  clientPhotos: (clientId: number | string) => `/dashboard/client/${clientId}?suivi=photos`,
} as const;
