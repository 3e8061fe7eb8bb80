import { CARE_TYPE_LABELS } from '#shared/constants.ts';
import { browseByTypePath } from '#web/lib/paths.ts';
import { heroSrc, type ServicePage } from './types.ts';

export const assistedLiving: ServicePage = {
  slug: 'assisted-living',
  title: CARE_TYPE_LABELS['assisted-living'],
  description:
    'A home of your own with help close by: assisted living supports everyday tasks like bathing, dressing and medications while residents keep as much independence as they can.',
  image: {
    src: heroSrc('assisted-living'),
    alt: 'Illustration of a caregiver and an older person with a cane walking along a garden path toward a two-story assisted living building.',
  },
  overview: [
    'Assisted living communities offer private or shared apartments together with personal care, meals, housekeeping and a calendar of activities. Staff are on site around the clock, and each resident receives help based on an assessment of their needs.',
    'It is not a nursing home: residents do not need daily skilled nursing, and most live fairly independent lives with support where they need it. States license assisted living, so the name, the services allowed and the staffing rules vary from state to state.',
  ],
  features: [
    'Help with bathing, dressing, grooming and toileting',
    'Medication reminders or administration, as state rules allow',
    'Three meals a day, with snacks and special diets',
    'Housekeeping, laundry and maintenance',
    'Social, fitness and wellness programs',
    'Scheduled transportation to appointments and errands',
    'Staff on site 24 hours a day and an emergency call system',
  ],
  goodFit: [
    'People who need help with a few daily activities but not round-the-clock nursing',
    'Someone for whom living alone has become unsafe, tiring or isolating',
    'Families who want a loved one to have support without a clinical setting',
  ],
  tourQuestions: [
    'How do you assess care needs, and how often are they reviewed?',
    'What does the base rate include, and how are care levels priced?',
    'Who is on duty at night, and when is a licensed nurse available?',
    'Which needs can you not meet, and what happens if care needs increase?',
    'May we see your most recent state inspection report?',
  ],
  costDrivers: [
    'Apartment size, and a private rather than shared room',
    'The level of personal care, often priced in tiers or points',
    'Which services are included and which are charged separately',
    'Location: prices differ widely between regions and cities',
    'One-time community or move-in fees and the history of annual increases',
  ],
  paying: [
    'Most families pay privately, from income, savings or the sale of a home. Long-term care insurance often covers assisted living once the policy’s conditions are met.',
    'Medicare does not pay for room and board in assisted living. Many state Medicaid programs help with care services through waivers, and eligible veterans and surviving spouses may qualify for the VA’s Aid and Attendance benefit.',
  ],
  browse: {
    label: 'Browse Assisted Living Communities',
    to: browseByTypePath(['assisted-living']),
  },
};

export const independentLiving: ServicePage = {
  slug: 'independent-living',
  title: CARE_TYPE_LABELS['independent-living'],
  description:
    'Independent living trades home upkeep for community: private apartments or cottages with dining, activities and services nearby, for older adults who do not need daily care.',
  image: {
    src: heroSrc('independent-living'),
    alt: 'Illustration of two older adults walking past a row of cottages with a bench and trees on a sunny day.',
  },
  overview: [
    'Independent living communities are designed for older adults who manage their own daily lives but want less housework, fewer repairs and more people around. Residents rent or buy an apartment or cottage and use shared amenities such as a dining room, fitness center and library.',
    'Personal care is not part of the package. Residents who later need help can usually hire a home care agency, and some campuses also offer assisted living or memory care for when needs change.',
  ],
  features: [
    'Private apartments or cottages with full kitchens or kitchenettes',
    'Maintenance, landscaping and repairs taken care of',
    'Optional dining plans in a shared restaurant or dining room',
    'Fitness classes, clubs, outings and lifelong-learning events',
    'Scheduled transportation for shopping and appointments',
    'Housekeeping in many communities',
    'Secure entry and emergency call systems',
  ],
  goodFit: [
    'Active older adults who want less upkeep and more social life',
    'People planning ahead before care needs arise',
    'Couples who want to stay together in a lively setting',
  ],
  tourQuestions: [
    'What does the monthly fee include, and what costs extra?',
    'Is this a rental, or is there an entry fee? If so, how much is refundable?',
    'If care needs change, is assisted living available on site, and do residents get priority?',
    'May residents bring in an outside home care agency?',
    'What are the rules for guests, pets and parking?',
  ],
  costDrivers: [
    'Size, floor plan and view of the apartment or cottage',
    'Rental pricing versus an entry-fee (continuing care) contract',
    'The dining plan and how often housekeeping is included',
    'Utilities, parking and storage',
    'Location and the range of on-site amenities',
  ],
  paying: [
    'Independent living is almost always paid privately. Medicare and Medicaid do not pay rent in independent living communities.',
    'Some subsidized senior apartments exist for people with lower incomes; waiting lists are common, so it is worth applying early.',
  ],
  browse: {
    label: 'Browse Independent Living Communities',
    to: browseByTypePath(['independent-living']),
  },
};

export const memoryCare: ServicePage = {
  slug: 'memory-care',
  title: CARE_TYPE_LABELS['memory-care'],
  description:
    'Memory care offers a secure, structured home for people living with Alzheimer’s disease and other forms of dementia, with staff trained to support them through each stage.',
  image: {
    src: heroSrc('memory-care'),
    alt: 'Illustration of a caregiver and an older person walking on a circular path through a garden of lavender beds, with a single-story building behind.',
  },
  overview: [
    'Memory care communities, or secured neighborhoods within assisted living and nursing homes, are built around the needs of people with dementia. Doors and gardens are secured to prevent unsafe exits, days follow a familiar rhythm, and activities are adapted to each person’s abilities.',
    'Staff help with every daily activity and are trained to respond calmly to confusion, anxiety and changes in behavior. Good programs also keep families informed and involved.',
  ],
  features: [
    'Secured building and outdoor spaces that allow safe walking',
    'Staff trained in dementia care',
    'Help with all daily activities, including eating when needed',
    'Structured days with music, art, exercise and reminiscence',
    'Medication management and coordination with doctors',
    'Design cues such as color, lighting and signs that aid orientation',
    'Regular updates and support for families',
  ],
  goodFit: [
    'People with dementia who wander, get lost or are no longer safe at home',
    'Someone who is missing meals or medications despite help',
    'Families whose caregiving has become exhausting or unsafe',
  ],
  tourQuestions: [
    'What dementia training do staff receive, and how often is it refreshed?',
    'How many staff are on duty during the day and at night?',
    'How do you respond to distress, agitation or attempts to leave?',
    'What is your approach to antipsychotic and sedating medications?',
    'Can residents stay through the later stages, and when would a move be needed?',
  ],
  costDrivers: [
    'Staffing levels and training, which usually make memory care cost more than assisted living',
    'A private rather than shared room',
    'The level of care needed, which often rises over time',
    'Location and whether pricing is all-inclusive or tiered',
  ],
  paying: [
    'Families usually combine private funds and long-term care insurance. Some state Medicaid programs cover memory care services, and eligible veterans may receive VA benefits such as Aid and Attendance.',
    'Medicare pays for medical care, such as doctor visits, hospital stays and hospice, but not for room, board or day-to-day personal care.',
  ],
  browse: { label: 'Browse Memory Care Communities', to: browseByTypePath(['memory-care']) },
};
