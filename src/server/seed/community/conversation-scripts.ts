// What the demo conversations say (conversations.ts seeds them): short, warm exchanges such as
// members of a service for serious relationships write, about greetings, family, faith, food and
// the community's events. DEMO ONLY. Every line must pass the message safety rules untouched
// (docs/decisions/0023-messages.md, "Safety"): no money, no other app, no phone number, no visa,
// no insult; the tests check each one.
//
// `after`: minutes since the previous message of the conversation (ignored on the first).
// `{member}` is the community member's first name and `{city}` their city; the Amharic lines name
// nobody, as a Latin-letter name would sit oddly in them.

export interface ScriptLine {
  from: 'anchor' | 'member';
  after: number;
  text: string;
}

/** Each line's writer: Dawit and Selam, the two demo accounts who can sign in. */
export interface AnchorsLine {
  from: 'dawit' | 'selam';
  after: number;
  text: string;
}

export interface AnchorScripts {
  /** One per conversation, oldest first; the last ends with 1-2 lines from the member (left unread). */
  english: readonly [readonly ScriptLine[], readonly ScriptLine[], readonly ScriptLine[]];
  /** For one member who also lists Amharic; ends with lines from the member, so it fits any place. */
  amharic: readonly ScriptLine[];
}

/** Dawit and Selam, over the last two days; Selam writes last, and Dawit has not read it yet. */
export const DAWIT_AND_SELAM: readonly AnchorsLine[] = [
  {
    from: 'selam',
    after: 0,
    text: 'Hi Dawit! Your bio made me smile: Sunday coffee ceremonies are a tradition in my family too. My mother still roasts the beans at home, and the whole street knows it.',
  },
  {
    from: 'dawit',
    after: 190,
    text: 'Hi Selam! That smell is the best part of Sunday. My mother taught me the whole ceremony, all three rounds. How are the night shifts treating you?',
  },
  {
    from: 'selam',
    after: 1260,
    text: 'Long, but my patients make it worth it. I finally have a free weekend, so Friday is hookah night with my cousins, and poetry on Sunday.',
  },
  {
    from: 'dawit',
    after: 1020,
    text: 'Enjoy it! I will be in London next month for my cousin’s wedding. Would you like to meet for a proper coffee while I am there?',
  },
  {
    from: 'selam',
    after: 150,
    text: 'I would love that. I know a small Ethiopian café in Brixton that still makes it in a jebena. Tell me your dates when you have them 😊',
  },
];

/** Dawit (a man, civil engineer in Washington, DC) with women of the community. */
export const DAWIT_SCRIPTS: AnchorScripts = {
  english: [
    [
      { from: 'anchor', after: 0, text: 'Hello {member}, thank you for the like! How is life in {city}?' },
      {
        from: 'member',
        after: 42,
        text: 'Hello Dawit! Busy but good. I spent the weekend at a heritage festival with my sisters: so much music, dancing and food.',
      },
      { from: 'anchor', after: 25, text: 'That sounds wonderful. Which dish was the best?' },
      {
        from: 'member',
        after: 180,
        text: 'Grilled fish with a spicy sauce, and tea with far too much sugar, the way my grandmother made it. Next time I will save you a plate!',
      },
    ],
    [
      { from: 'member', after: 0, text: 'Good morning Dawit! I read that you love cooking. What is your signature dish?' },
      {
        from: 'anchor',
        after: 35,
        text: 'Good morning {member}! Doro wat, cooked slowly the way my mother makes it for the holidays. And yours?',
      },
      {
        from: 'member',
        after: 70,
        text: 'A peanut stew from my grandmother’s recipe. It takes all afternoon, but the whole family always comes back for more.',
      },
      { from: 'anchor', after: 15, text: 'Then we have to compare recipes one day. Family recipes are the best kind.' },
    ],
    [
      {
        from: 'anchor',
        after: 0,
        text: 'Hi {member}, how was your week? Mine was full of site visits, but I kept thinking about our conversation.',
      },
      {
        from: 'member',
        after: 50,
        text: 'Hi Dawit! Calm and good, thank you. Family means a lot to me, and I was happy to read that it does for you too.',
      },
      { from: 'anchor', after: 20, text: 'It really does. Faith and family keep me grounded. What are you hoping to find here?' },
      { from: 'member', after: 95, text: 'Something serious, with someone kind who respects both our families.' },
      { from: 'member', after: 2, text: 'And a man who cooks is a nice surprise 😄 Do you ever go to the community’s hookah nights?' },
    ],
  ],
  amharic: [
    { from: 'anchor', after: 0, text: 'ሰላም! ስለተዋወቅን ደስ ብሎኛል። እንዴት ነሽ?' },
    { from: 'member', after: 30, text: 'ሰላም ዳዊት! ደህና ነኝ፣ አመሰግናለሁ። አንተስ እንዴት ነህ?' },
    { from: 'anchor', after: 12, text: 'እኔም ደህና ነኝ። እሁድ ሁልጊዜ ከቤተሰቤ ጋር ቡና እንጠጣለን፤ ለእኔ ትልቅ ነገር ነው።' },
    { from: 'member', after: 60, text: 'በጣም ደስ ይላል! ቤተሰብ ለእኔም ሁሉም ነገር ነው።' },
    { from: 'member', after: 3, text: 'በሚቀጥለው ወር የባህል ፌስቲቫል አለ። አብረን ብንሄድ ደስ ይለኛል።' },
  ],
};

/** Selam (a woman, nurse in London) with men of the community. */
export const SELAM_SCRIPTS: AnchorScripts = {
  english: [
    [
      { from: 'member', after: 0, text: 'Hello Selam, I enjoyed your bio. Poetry and hookah nights, a good combination!' },
      {
        from: 'anchor',
        after: 55,
        text: 'Thank you {member}! Friday nights are for hookah and friends. What do you do to relax in {city}?',
      },
      { from: 'member', after: 38, text: 'Football with friends on Saturdays, and a long talk with my mother every Sunday.' },
      { from: 'anchor', after: 20, text: 'A man who talks with his mother every week, that is a good sign 😊' },
    ],
    [
      { from: 'anchor', after: 0, text: 'Good evening {member}! How was your day?' },
      {
        from: 'member',
        after: 25,
        text: 'Good evening Selam! A long day at work, but your message made it better. How was your shift?',
      },
      { from: 'anchor', after: 40, text: 'Busy, but one of my patients went home today smiling, and that made my whole week.' },
      { from: 'member', after: 18, text: 'You do important work. My aunt is a nurse too, and she always says it is a calling.' },
    ],
    [
      { from: 'member', after: 0, text: 'Selam, a question for you: what does a perfect Sunday look like?' },
      {
        from: 'anchor',
        after: 30,
        text: 'A slow breakfast with my family, a walk by the river and a book of poems in the evening. And yours?',
      },
      {
        from: 'member',
        after: 65,
        text: 'Lunch at my parents’ house with all my cousins, then a long walk. I think our Sundays would get along.',
      },
      { from: 'member', after: 1, text: 'Will you be at the heritage festival next month? I would love to meet you there.' },
    ],
  ],
  amharic: [
    { from: 'member', after: 0, text: 'ሰላም ሰላም! 😊 እንዴት ነሽ? ፕሮፋይልሽን ሳይ ፈገግ አልኩ።' },
    { from: 'anchor', after: 22, text: 'ሰላም! ደህና ነኝ፣ አመሰግናለሁ። አንተስ እንዴት ነህ?' },
    { from: 'member', after: 15, text: 'ደህና ነኝ። ነርስ መሆንሽን አየሁ፤ ከባድ ግን የተከበረ ሥራ ነው።' },
    { from: 'anchor', after: 45, text: 'አመሰግናለሁ! አርብ ማታ ከጓደኞቼ ጋር ሺሻ ምሽት እንሄዳለን። አንተ ምን ማድረግ ትወዳለህ?' },
    { from: 'member', after: 30, text: 'ሙዚቃና ቤተሰብ። ግጥም እንደምትወጂ አይቻለሁ፤ አንድ ቀን አንዱን ግጥምሽን ብታነቢልኝ ደስ ይለኛል።' },
  ],
};
