import type { ResourceSlug } from '#shared/resource-catalog.ts';
import { h, list, p, type ArticleBlock } from './types.ts';

export const caregivingA = {
  'caregiver-burnout': [
    p(
      'Caring for a parent or partner can be meaningful, and also exhausting. Burnout builds slowly, and caregivers are often the last to notice it in themselves.',
    ),
    h('Warning signs'),
    list(
      'Constant tiredness, even after rest',
      'Irritability, impatience or resentment',
      'Pulling away from friends and things you used to enjoy',
      'Trouble sleeping, or getting ill more often',
      'Feeling that nothing you do is enough',
    ),
    h('Ways to protect yourself'),
    list(
      'Accept help, and make it easy to give: keep a list of specific tasks such as a meal, a ride or an afternoon visit.',
      'Plan regular breaks with adult day care or a respite stay, before you are desperate for one.',
      'Join a caregiver support group, in person or online.',
      'Keep your own medical appointments and protect some time for sleep and exercise.',
      'Share the load among family members and write down who does what.',
    ),
    p(
      'Your local Area Agency on Aging can tell you about caregiver programs nearby; find it through the Eldercare Locator at eldercare.acl.gov. If you ever feel overwhelmed or unsafe, call or text 988 to reach the 988 Suicide & Crisis Lifeline.',
    ),
  ],
  'talking-about-moving': [
    p(
      'Few people want to leave their home, and a conversation about moving can feel like a conversation about losing independence. Start early, go slowly and keep your loved one in charge of the decision.',
    ),
    list(
      'Start before a crisis, when there is time to explore options together.',
      'Pick a calm moment and a private place, and leave enough time.',
      'Ask questions and listen: what worries them, and what matters most to them.',
      'Talk about goals they share, such as staying safe, seeing friends or not having to cook every night, rather than about what they can no longer do.',
      'Visit communities together, and try a meal or an activity.',
      'Agree as a family beforehand so that siblings give the same message.',
      'Expect several conversations; a first “no” is rarely the last word.',
    ),
    p(
      'A trusted doctor, friend or faith leader can sometimes say what a son or daughter cannot. Unless safety is at immediate risk, avoid ultimatums: people who feel pushed tend to dig in.',
    ),
  ],
  'dementia-communication': [
    p(
      'Dementia changes how a person understands and expresses themselves. Small changes in how you talk can prevent a great deal of frustration on both sides.',
    ),
    h('Try this'),
    list(
      'Reduce noise and distractions, and come to eye level before you speak.',
      'Say their name, and use short, simple sentences, one idea at a time.',
      'Offer a choice of two rather than an open question: “Tea or coffee?”',
      'Give them time to answer, and repeat the question the same way if needed.',
      'Show as well as tell: point, demonstrate or hand them the item.',
      'Respond to the feeling behind the words, such as fear, boredom or missing someone.',
    ),
    h('Avoid this'),
    list(
      'Arguing, correcting or quizzing: “Don’t you remember?”',
      'Talking about them in front of them as if they were not there',
      'Rushing, or asking several questions at once',
    ),
    p(
      'If a conversation becomes upsetting, change the subject or the activity and try again later. The Alzheimer’s Association runs a free 24/7 Helpline at 1-800-272-3900 for questions about dementia care.',
    ),
  ],
} satisfies Partial<Record<ResourceSlug<'caregiving'>, ArticleBlock[]>>;
