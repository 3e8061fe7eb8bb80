/** The resources feature's public entry: other features import only from here. */
export { FaqList } from './components/faq-list.tsx';
export { ResourceCard } from './components/resource-card.tsx';
export { MORE_FAQS, RESOURCE_FAQS } from './content/faqs.ts';
