import { browseByTypePath } from '#web/lib/paths.ts';
import { heroSrc, type ServicePage } from './types.ts';

/** Home care is not a community care type: the page explains it and points to the nearest options. */
export const homeCare: ServicePage = {
  slug: 'home-care',
  title: 'Home Care',
  description:
    'Home care brings help to a person’s own home, from a few hours of companionship a week to daily personal care or skilled nursing visits.',
  image: {
    src: heroSrc('home-care'),
    alt: 'Illustration of a caregiver walking with an older person with a cane up the path to a house surrounded by autumn trees.',
  },
  notice:
    'CareNest lists senior living communities and adult day centers, not home care agencies. This page explains home care so you can compare it with the options listed here.',
  overview: [
    'There are two kinds of care at home. Non-medical home care, from home care aides, covers companionship, personal care such as bathing and dressing, meals, light housekeeping and errands. Home health care is skilled care, such as nursing or physical therapy, ordered by a doctor and often short term after a hospital stay.',
    'Home care works best when the home is safe and accessible and the help needed fits into set hours. When someone needs supervision around the clock, the cost of care at home can rise well above that of a community.',
    'To find agencies near you, the Eldercare Locator (eldercare.acl.gov), a public service of the U.S. Administration for Community Living, can connect you with your local Area Agency on Aging. Medicare’s Care Compare website lists Medicare-certified home health agencies.',
  ],
  headings: {
    features: 'What home care can include',
    goodFit: 'When home care fits',
    tourQuestions: 'Questions to ask an agency',
  },
  features: [
    'Companionship and supervision',
    'Help with bathing, dressing, grooming and toileting',
    'Meal preparation and light housekeeping',
    'Errands, shopping and rides to appointments',
    'Medication reminders',
    'Skilled nursing and therapy visits through a home health agency',
  ],
  goodFit: [
    'Someone who wants to stay at home and needs help for part of the day',
    'A home that is safe, or can be made safe, for the person’s needs',
    'Family or friends nearby who can cover the remaining hours',
  ],
  tourQuestions: [
    'Is the agency licensed in your state, and are caregivers employees or contractors?',
    'How are caregivers screened, trained and supervised?',
    'What happens when the regular caregiver is sick or on vacation?',
    'Is there a minimum number of hours per visit or per week?',
    'How is the care plan written, and how often is it reviewed?',
  ],
  costDrivers: [
    'The number of hours per week and the time of day',
    'Personal care versus companionship, and any skilled services',
    'Overnight or live-in care, and weekend or holiday rates',
  ],
  paying: [
    'Non-medical home care is mostly paid privately or through long-term care insurance. Many state Medicaid programs offer home- and community-based services, and the VA has home care programs for eligible veterans.',
    'Medicare covers part-time home health care for people who are homebound and need skilled care under a doctor’s plan, but not 24-hour care or help with daily activities alone.',
  ],
  browse: {
    label: 'Browse adult daycare and respite care',
    to: browseByTypePath(['adult-daycare', 'respite-care']),
    note: 'If you want support while your loved one keeps living at home, adult day centers and short respite stays are the closest options listed on CareNest.',
  },
};
