// Texts and lists the pages show, without zod (decision 015): pages import them from here.
export const TIMES_OF_DAY = ['morning', 'afternoon', 'evening'] as const;
export const TIME_OF_DAY_LABELS: Record<(typeof TIMES_OF_DAY)[number], string> = {
  morning: 'Morning',
  afternoon: 'Afternoon',
  evening: 'Evening',
};
export const CONTACT_PREFERENCES = ['email', 'phone'] as const;
export const CONTACT_PREFERENCE_LABELS: Record<(typeof CONTACT_PREFERENCES)[number], string> = {
  email: 'Email only',
  phone: 'Phone or email',
};

/** What the provider moves a request through; "withdrawn" is the family's alone. */
export const PROVIDER_TOUR_STATUSES = ['new', 'contacted', 'tour-scheduled', 'closed'] as const;
export const TOUR_STATUSES = [...PROVIDER_TOUR_STATUSES, 'withdrawn'] as const;
export type TourStatus = (typeof TOUR_STATUSES)[number];
/** A request the community may still act on and the family may still withdraw. */
export const isOpenTourStatus = (status: TourStatus) =>
  status !== 'withdrawn' && status !== 'closed';
export const TOUR_STATUS_LABELS: Record<TourStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  'tour-scheduled': 'Tour scheduled',
  closed: 'Closed',
  withdrawn: 'Withdrawn',
};

export const TOUR_MESSAGES = {
  refused: 'We could not accept this request. Please try again.',
  tooManyByEmail: 'You have sent several tour requests today. Please try again tomorrow.',
  tooManyByIp: 'Too many tour requests from this connection today. Please try again tomorrow.',
  tooManyForListing:
    'This community has received many tour requests today. Please try again tomorrow, or sign in to send yours now.',
  noProvider: 'This community does not take tour requests through CareNest.',
  notFound: 'Tour request not found',
  alreadyWithdrawn: 'This request was withdrawn by the family and can no longer change.',
  backToNew: 'A request that has been answered cannot go back to New.',
  sent: 'Tour request sent',
} as const;
