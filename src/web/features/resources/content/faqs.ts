import { BRAND, PLANS } from '#shared/constants.ts';

export type Faq = { question: string; answer: string };

/** The five FAQs of the Resources hub (docs/product.md §2). */
export const RESOURCE_FAQS: Faq[] = [
  {
    question: 'What is the difference between assisted living and a nursing home?',
    answer:
      'Assisted living offers housing with help for daily activities such as bathing, dressing and medications, for people who do not need daily medical care. A nursing home, or skilled nursing facility, has licensed nurses on duty around the clock and provides rehabilitation and care for complex medical needs.',
  },
  {
    question: 'Does Medicare pay for assisted living?',
    answer:
      'No. Medicare pays for medical care, and for a limited skilled nursing stay after a qualifying hospital stay, but not for room, board or personal care in assisted living. Long-term care insurance, VA benefits and, in many states, Medicaid waiver programs can help.',
  },
  {
    question: 'How do I know when it is time for memory care?',
    answer:
      'Consider memory care when someone with dementia is no longer safe at home or in assisted living: for example, when they wander or get lost, miss meals or medications despite help, or need more supervision than family can give. Their doctor and the community’s assessment can help you decide.',
  },
  {
    question: 'How much does senior living cost?',
    answer:
      'It varies widely with the region, the type of care, the apartment and the help needed. Each listing on CareNest shows a starting monthly price; ask communities for a written fee schedule showing what is included and what the total will be for your loved one’s needs.',
  },
  {
    question: `Is ${BRAND} free for families?`,
    answer: `Yes. Families can search, save favorites, read and write reviews, and contact communities at no cost. Care providers pay a monthly subscription to list their communities.`,
  },
];

/** Further questions answered on /resources/faq. */
export const MORE_FAQS: Faq[] = [
  {
    question: 'How do I contact a community or arrange a tour?',
    answer:
      'Open the listing and use its Call, Email or Schedule Tour buttons. Your message goes straight to the community; CareNest does not take part in the conversation.',
  },
  {
    question: 'Does CareNest inspect or recommend communities?',
    answer:
      'No. Providers write and update their own listings, and CareNest does not inspect communities. Check each community’s state license and inspection reports, and visit before you decide.',
  },
  {
    question: 'Where do the star ratings come from?',
    answer:
      'Only from reviews written by signed-in CareNest members. A listing without reviews says “No reviews yet”; we never add ratings of our own.',
  },
  {
    question: 'What are the listings marked “Sample listing”?',
    answer:
      'They are six example communities that show how a listing looks. They are not real communities, so please do not try to contact them.',
  },
  {
    question: 'How do I list my community?',
    answer: `Create a Care Provider account, choose the Basic plan ($${PLANS.Basic.priceUsd} a month, up to ${PLANS.Basic.listingLimit} listings) or the Premium plan ($${PLANS.Premium.priceUsd} a month, unlimited listings) in the Provider Dashboard, and add your listings there.`,
  },
];
