import type { ResourceSlug } from '#shared/resource-catalog.ts';
import { h, list, p, steps, type ArticleBlock } from './types.ts';

export const guidesA = {
  'choosing-a-community': [
    p(
      'Choosing a community is easier when you take it in order: first the care that is needed, then the budget, then the places that fit both. These steps work whether you are planning ahead or deciding quickly after a hospital stay.',
    ),
    steps(
      'Write down what help is needed today: daily activities such as bathing and dressing, medications, memory, mobility and medical care. Ask the doctor what to expect over the next few years.',
      'Match those needs to a type of care: independent living, assisted living, memory care, skilled nursing, or a short respite stay.',
      'Set a monthly budget and list every source of money: income, savings, home equity, long-term care insurance and any benefits.',
      'Choose the area: near family who will visit, near current doctors, or both.',
      'Build a shortlist on CareNest by filtering on care type, location and price, and save the communities you like as favorites.',
      'Check each community’s state license and inspection reports. For nursing homes, Medicare’s Care Compare website publishes ratings and inspection results.',
      'Tour at least two or three places, ideally at a mealtime, and return to your favorite at a different time of day.',
      'Ask for the residency agreement and fee schedule in writing and read them before you decide.',
    ),
    p(
      'Involve the person who will live there at every step. People settle in better when the choice was theirs.',
    ),
  ],
  'tour-checklist': [
    p(
      'Bring this list on every tour and make notes straight afterwards; communities blur together quickly.',
    ),
    h('First impressions'),
    list(
      'Is the building clean, bright and free of strong odors?',
      'Do staff greet residents by name and speak to them with respect?',
      'Are residents out and about, talking and taking part, or mostly alone in their rooms?',
    ),
    h('The apartment'),
    list(
      'Room size, storage and whether your own furniture will fit',
      'Bathroom safety: grab bars, a walk-in shower, call buttons',
      'Natural light, noise and temperature control',
    ),
    h('Care and safety'),
    list(
      'How care needs are assessed and how often they are reviewed',
      'Who gives medications, and when a nurse is available',
      'How quickly staff answer call buttons, day and night',
      'Emergency plans, and for memory care, how doors and gardens are secured',
    ),
    h('Daily life'),
    list(
      'Eat a meal: taste the food and ask how special diets are handled',
      'Look at this month’s activity calendar and whether activities actually happen',
      'Ask about transportation, visiting hours, guests and pets',
    ),
    h('Costs'),
    list(
      'A written fee schedule showing what the base rate includes',
      'How care levels are priced and how much notice is given before increases',
      'One-time fees, deposits and the refund policy',
    ),
  ],
  'levels-of-care': [
    p(
      'Senior living covers a range of settings, from apartments with no care included to round-the-clock nursing. Knowing the differences helps you compare like with like.',
    ),
    h('Independent living'),
    p(
      'Private apartments or cottages with dining, activities and maintenance, for people who do not need help with daily care. Residents can usually bring in a home care agency if they need it later.',
    ),
    h('Assisted living'),
    p(
      'Housing with personal care: help with bathing, dressing, medications and other daily activities, plus meals and housekeeping. Staff are on site 24 hours a day, but residents do not need daily nursing.',
    ),
    h('Memory care'),
    p(
      'A secured setting with staff trained in dementia care and days built around familiar routines. It may be a standalone community or a neighborhood within assisted living or a nursing home.',
    ),
    h('Skilled nursing'),
    p(
      'Licensed nurses on duty around the clock, with physical, occupational and speech therapy. Used for short rehabilitation stays after a hospital visit and for long-term care of complex medical needs.',
    ),
    h('Respite care and adult day care'),
    p(
      'Respite is a short stay in a community, often while a family caregiver takes a break. Adult day centers offer care and activities during the day for people who live at home.',
    ),
    p(
      'Some campuses, often called continuing care retirement communities or life plan communities, offer several of these levels in one place so residents can move between them as their needs change.',
    ),
  ],
} satisfies Partial<Record<ResourceSlug<'guides'>, ArticleBlock[]>>;
