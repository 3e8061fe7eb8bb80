// Public entry of the tour-requests feature (docs/decisions/013).
export { TourRequestForm } from './components/lazy-tour-request-form.tsx';
export { TourRequestSent } from './components/lazy-tour-request-form.tsx';
export { MyTourRequests } from './components/my-tour-requests.tsx';
export { InquiriesTab } from './components/inquiries-tab.tsx';
export {
  providerTourRequestsQuery,
  useProviderTourRequests,
} from './api/provider-tour-requests.ts';
export { CommunityTourRequest } from './components/community-tour-request.tsx';
