import { CARE_TYPE_LABELS } from '#shared/constants.ts';
import { browseByTypePath } from '#web/lib/paths.ts';
import { heroSrc, type ServicePage } from './types.ts';

export const respiteCare: ServicePage = {
  slug: 'respite-care',
  title: CARE_TYPE_LABELS['respite-care'],
  description:
    'Respite care is a short stay in a senior living community, giving family caregivers a break and their loved one full support for days or weeks.',
  image: {
    src: heroSrc('respite-care'),
    alt: 'Illustration of an older person relaxing on a sofa in a furnished suite, with a suitcase by the door and a lake view through the window.',
  },
  overview: [
    'During a respite stay, a person moves into a furnished room in an assisted living, memory care or nursing community for a set period and receives the same meals, care and activities as long-term residents.',
    'Families use respite when a caregiver needs rest, is traveling or is having treatment themselves, after a hospital stay when extra help is needed for a while, or as a trial before deciding on a permanent move.',
  ],
  features: [
    'A furnished room or suite for the length of the stay',
    'Meals, housekeeping and laundry',
    'Help with daily activities and medications',
    'Access to the community’s activities and outings',
    'Staff on site around the clock',
    'Flexible stays, often from a few days to several weeks',
  ],
  goodFit: [
    'Family caregivers who need a break, or who are traveling or unwell',
    'Seniors who need extra support for a while after a hospital stay',
    'People who want to try community life before committing',
  ],
  tourQuestions: [
    'Is there a minimum or maximum length of stay?',
    'How far ahead should we book, and how often do rooms come free?',
    'What health paperwork is needed before arrival?',
    'How are medications received, stored and given?',
    'What does the daily rate include, and what is charged separately?',
  ],
  costDrivers: [
    'The daily or weekly rate, which is often higher per day than a long-term stay',
    'The level of care needed: assisted living, memory care or nursing',
    'Room type and the length of the stay',
  ],
  paying: [
    'Respite is usually paid privately. Some long-term care insurance policies cover it, and local Area Agencies on Aging sometimes fund short breaks through family caregiver support programs.',
    'Medicare’s hospice benefit includes short inpatient respite stays for people receiving hospice care, and the VA offers respite care for eligible veterans.',
  ],
  browse: { label: 'Browse Respite Care Communities', to: browseByTypePath(['respite-care']) },
};

export const adultDaycare: ServicePage = {
  slug: 'adult-daycare',
  title: CARE_TYPE_LABELS['adult-daycare'],
  description:
    'Adult day programs offer company, activities, meals and supervision during the day, so older adults can keep living at home while their caregivers work or rest.',
  image: {
    src: heroSrc('adult-daycare'),
    alt: 'Illustration of four older adults doing crafts at a long table in a bright activity room with an easel and large windows.',
  },
  overview: [
    'Adult day centers run on weekdays, and sometimes weekends, in a safe group setting. Participants come for part or all of the day and return home in the evening.',
    'Programs range from social models, focused on activities, meals and supervision, to adult day health programs that add nursing, therapy and health monitoring. Some specialize in dementia care.',
  ],
  features: [
    'Supervised care in a safe, welcoming setting',
    'Social activities, exercise, music, art and outings',
    'Meals and snacks, including special diets',
    'Help with personal care such as toileting',
    'Medication reminders and health monitoring',
    'Nursing and therapy in adult day health programs',
    'Transportation to and from home in many programs',
  ],
  goodFit: [
    'Older adults who live with family and should not be alone all day',
    'Caregivers who work, or who need regular time to themselves',
    'People with early to middle-stage dementia or recovering from a stroke',
  ],
  tourQuestions: [
    'What are your hours, and is there a minimum number of days per week?',
    'Is transportation provided, and what area do you cover?',
    'How many staff are there per participant, and is a nurse on site?',
    'Do you have a program for people with dementia?',
    'Can we come for a trial day?',
  ],
  costDrivers: [
    'Half-day or full-day attendance, and how many days a week',
    'Health services such as nursing and therapy',
    'Transportation fees',
  ],
  paying: [
    'Many families pay privately. Medicaid covers adult day health services in many states, the VA pays for adult day care for eligible veterans, and some long-term care insurance policies include it.',
    'Original Medicare does not pay for adult day care.',
  ],
  browse: { label: 'Browse Adult Daycare Centers', to: browseByTypePath(['adult-daycare']) },
};

export const skilledNursing: ServicePage = {
  slug: 'skilled-nursing',
  title: CARE_TYPE_LABELS['skilled-nursing'],
  description:
    'Skilled nursing facilities provide 24-hour care from licensed nurses and therapists, for short-term rehabilitation after a hospital stay or for long-term medical needs.',
  image: {
    src: heroSrc('skilled-nursing'),
    alt: 'Illustration of an older person sitting on an adjustable bed in a bright room while a nurse stands nearby.',
  },
  overview: [
    'Skilled nursing facilities, often called nursing homes, care for people whose medical needs require licensed nurses every day. Many people stay for a few weeks of rehabilitation after surgery, a stroke or an illness and then return home; others live there long term.',
    'Facilities that accept Medicare or Medicaid must meet federal standards and are inspected regularly. Their inspection results, staffing and quality ratings are published on Medicare’s Care Compare website.',
  ],
  features: [
    'Nursing care around the clock from licensed nurses',
    'Physical, occupational and speech therapy',
    'Wound care, IV therapy and medication management',
    'Help with all daily activities',
    'Meals planned around medical diets',
    'Coordination with doctors, social services and discharge planning',
  ],
  goodFit: [
    'People recovering from surgery, a stroke or an illness after a hospital stay',
    'Someone with complex medical needs that require daily skilled care',
    'People who need more care than assisted living can safely provide',
  ],
  tourQuestions: [
    'What are your Care Compare ratings and recent inspection findings?',
    'How many nurses and aides are on each shift?',
    'How many days a week is therapy available, and for how long each day?',
    'Are you certified for both Medicare and Medicaid?',
    'How do care-plan meetings and discharge planning work?',
  ],
  costDrivers: [
    'A private rather than semi-private room',
    'The length of the stay and the therapy and medical care needed',
    'Who is paying: Medicare, Medicaid, insurance or private funds',
  ],
  paying: [
    'Medicare Part A can cover a limited stay for rehabilitation after a qualifying inpatient hospital stay when daily skilled care is needed; coinsurance applies after the first weeks, and coverage ends when skilled care is no longer needed.',
    'Medicaid pays for long-term nursing home care for people who meet its medical and financial rules. Long-term care insurance and VA benefits may also help.',
  ],
  browse: {
    label: 'Browse Skilled Nursing Facilities',
    to: browseByTypePath(['skilled-nursing']),
  },
};
