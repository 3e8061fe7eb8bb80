import type { ResourceSlug } from '#shared/resource-catalog.ts';
import { h, list, p, type ArticleBlock } from './types.ts';

export const caregivingB = {
  'fall-prevention': [
    p(
      'Falls are a leading cause of injury for older adults, and many can be prevented with simple changes at home and a check of health factors.',
    ),
    h('Around the home'),
    list(
      'Remove loose rugs, clutter and cords from walkways.',
      'Add bright lighting on stairs and night lights between bedroom and bathroom.',
      'Install grab bars by the toilet and in the shower, and use non-slip mats.',
      'Fit sturdy handrails on both sides of stairs.',
      'Keep everyday items within easy reach, so no one has to climb on a stool.',
    ),
    h('Health and habits'),
    list(
      'Ask a doctor or pharmacist to review medications that can cause dizziness or drowsiness.',
      'Have eyes checked and keep glasses up to date.',
      'Wear supportive, well-fitting shoes indoors and out.',
      'Keep active: exercises for strength and balance, such as tai chi, lower the risk of falling.',
      'Tell the doctor about any fall, even one without injury.',
    ),
    p(
      'A medical alert device can bring help quickly after a fall, especially for someone who lives alone.',
    ),
  ],
  'managing-medications': [
    p(
      'Many older adults take several medications, and mistakes become more likely as the list grows. A few habits make medications safer.',
    ),
    list(
      'Keep one up-to-date list with each medicine’s name, dose, time, purpose and prescriber, including over-the-counter drugs, vitamins and supplements.',
      'Bring every bottle, or the list, to appointments and ask for a full medication review at least once a year.',
      'Use one pharmacy where possible, so the pharmacist can spot interactions.',
      'Use a weekly pill organizer, or an automatic dispenser with reminders for someone who forgets.',
      'Ask before splitting or crushing pills; some must be swallowed whole.',
      'Store medicines safely, and dispose of old ones through a pharmacy or a drug take-back program.',
    ),
    h('Questions for the pharmacist'),
    list(
      'What is this medicine for, and how will we know it is working?',
      'What side effects should we watch for?',
      'Should it be taken with food, and does it interact with anything else on the list?',
    ),
    p(
      'When comparing communities, ask who gives medications, how doses are recorded and how changes from the doctor are handled.',
    ),
  ],
  'after-the-move': [
    p(
      'The first weeks in a new home are often the hardest. Feeling unsettled is normal, and adjusting can take weeks or longer.',
    ),
    list(
      'Bring familiar things: favorite furniture, photographs, a quilt, and arrange them before the first night if you can.',
      'Visit regularly, but also leave space for new routines and friendships to form.',
      'Encourage one or two activities or meals with other residents each week.',
      'Get to know the staff by name, and share your loved one’s history, preferences and routines.',
      'Attend care-plan meetings and raise concerns early and calmly.',
      'For someone with dementia, ask the staff how visits and calls can best fit their day.',
    ),
    p(
      'Take care of yourself too. Many families feel guilt or relief, or both, after a move; both are normal.',
    ),
  ],
} satisfies Partial<Record<ResourceSlug<'caregiving'>, ArticleBlock[]>>;
