import type { ResourceSlug } from '#shared/resource-catalog.ts';
import { h, list, p, type ArticleBlock } from './types.ts';

export const guidesB = {
  'signs-its-time': [
    p(
      'Needs often change gradually, so families notice them late. None of these signs alone means a move is necessary, but several together are worth a conversation and a visit to the doctor.',
    ),
    list(
      'Missed or doubled medications, or prescriptions that are not being refilled',
      'Weight loss, an empty fridge or spoiled food',
      'Falls, near-falls, or new bruises that are not explained',
      'Unpaid bills, unopened mail, or signs of scams',
      'Less attention to bathing, clothing or the home',
      'Loneliness, low mood or giving up activities they used to enjoy',
      'Getting lost in familiar places, or trouble with driving',
      'A family caregiver who is exhausted, unwell or unable to keep up',
    ),
    h('What to do next'),
    p(
      'Start with a check-up to rule out treatable causes such as infections, medication side effects, hearing loss or depression. A professional care assessment, available through many local Area Agencies on Aging and from geriatric care managers, can show which kind of support fits best. More help at home, adult day care or a respite stay may be enough for now.',
    ),
  ],
  downsizing: [
    p(
      'Moving from a family home into an apartment means letting go of many belongings. Starting early and working in small sessions makes it far less overwhelming.',
    ),
    list(
      'Get the floor plan of the new apartment and measure the furniture you hope to bring.',
      'Work one room, or even one cupboard, at a time, in sessions of a few hours.',
      'Sort everything into keep, give to family, sell, donate and discard.',
      'Ask family members to claim the items they want by a set date.',
      'Decide first on the things that make a room feel like home: a favorite chair, photographs, artwork, a familiar quilt.',
      'Digitize photo albums and papers if there is no room for them.',
      'Shred old financial papers, and keep important documents together in one folder.',
    ),
    p(
      'Let the person who is moving make the decisions wherever possible, and expect emotional moments; these belongings carry memories. Senior move managers specialize in this work if the family cannot do it alone.',
    ),
  ],
  'residency-agreement': [
    p(
      'The residency agreement is the contract between the resident and the community. Ask for a copy early, before any deposit is due, and take time to read it.',
    ),
    h('Clauses to understand'),
    list(
      'Services included in the base rate, and the price of everything else',
      'How care needs are assessed and how care-level charges change',
      'How much notice is given before a rate increase',
      'One-time community fees, deposits, and when they are refundable',
      'When the community can ask a resident to move out, the notice given and how to appeal',
      'What happens to the apartment and the fees during a hospital stay',
      'Notice and refunds if the resident leaves or dies',
      'Any arbitration clause, and whether you may decline it',
    ),
    p(
      'If anything is unclear, ask the community to explain it in writing. An elder law attorney can review the agreement before you sign. If problems arise later, your state’s Long-Term Care Ombudsman program helps residents of nursing homes and assisted living resolve complaints.',
    ),
  ],
} satisfies Partial<Record<ResourceSlug<'guides'>, ArticleBlock[]>>;
