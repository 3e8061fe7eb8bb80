/** The resources feature's public entry: what pages and the app shell compose. */
export { FaqList } from './components/faq-list.tsx';
export { ResourceCard } from './components/resource-card.tsx';
export { MORE_FAQS, RESOURCE_FAQS } from './content/faqs.ts';
