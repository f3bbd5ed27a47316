import { site } from './site';

/**
 * Privacy Policy and Terms of Service, written for an agency operating in South Africa (POPIA,
 * Act 4 of 2013) and Kenya (Data Protection Act, 2019). Plain language on purpose.
 */
export type LegalSection = { heading: string; paragraphs?: string[]; list?: string[] };
export type LegalDocument = {
  title: string;
  description: string;
  path: string;
  updated: string;
  intro: string;
  sections: LegalSection[];
};

const [johannesburg, nairobi] = site.offices;
const officeLine = (office: (typeof site.offices)[number]) =>
  `${site.name}, ${office.address}, ${office.country} (${office.phone})`;

export const LEGAL_UPDATED = '1 November 2026';

/** How long the site keeps what it collects: the LEAD_RETENTION_MONTHS / SPAM_RETENTION_DAYS settings. */
export type RetentionPeriods = { leadMonths: number; spamDays: number };

/** The Privacy Policy, stating the retention periods the site's housekeeping actually applies. */
export const privacyPolicyFor = ({ leadMonths, spamDays }: RetentionPeriods): LegalDocument => ({
  title: 'Privacy Policy',
  description: `How ${site.name} collects, uses, keeps and protects personal information under South Africa's POPIA and Kenya's Data Protection Act, 2019.`,
  path: '/privacy',
  updated: LEGAL_UPDATED,
  intro: `${site.name} (a subsidiary of ${site.holdingCompany}) respects your privacy. This policy explains what personal information we collect through this website, why we collect it, how long we keep it and the rights you have. It is written to meet the Protection of Personal Information Act, 2013 (POPIA) in South Africa and the Data Protection Act, 2019 in Kenya.`,
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        `We are the responsible party (POPIA) and data controller (Kenya DPA) for information collected through this website. We operate from two offices: ${officeLine(johannesburg!)} and ${officeLine(nairobi!)}.`,
      ],
    },
    {
      heading: 'What we collect',
      paragraphs: ['We only collect what you choose to send us through the forms on this site:'],
      list: [
        'Brand and partnership inquiries: your name, e-mail address, company, budget range, optional phone number and your message.',
        'Promoter and production inquiries: your name, e-mail address, event name, optional phone number and your message.',
        'Artist applications: your stage name, e-mail address, a link to your work or EPK, optional phone number and your message.',
        'General inquiries, talent bookings and job applications: your name, e-mail address, subject or role, optional phone number, your message and anything you choose to link or attach.',
        'Technical records: the network address your request came from, kept briefly to stop spam and abuse of our forms.',
      ],
    },
    {
      heading: 'Why we use it',
      list: [
        'To answer your inquiry, prepare a proposal, or assess your application (the lawful basis is your request and our legitimate interest in responding to it, or steps towards a contract).',
        'To protect our forms and systems from spam and abuse (legitimate interest).',
        'To meet legal, tax and accounting obligations once we work together (legal obligation).',
      ],
      paragraphs: [
        'We do not sell your information, we do not use it for automated decision-making, and we do not send you marketing unless you ask us to.',
      ],
    },
    {
      heading: 'Who sees it',
      paragraphs: [
        `Your message goes to our team at ${site.email} and is stored in our own systems. We share it with others only when needed to do what you asked, for example an artist's management when you book that artist, or service providers who host our website and e-mail under written agreements that protect your information. Some of these providers may process information outside South Africa or Kenya; when they do, we make sure adequate safeguards are in place as both laws require.`,
      ],
    },
    {
      heading: 'How long we keep it',
      list: [
        `Inquiries, bookings and applications: while we are still answering them, and then ${leadMonths} months after we close them (as won or lost work); after that they are deleted automatically, with our notes and the e-mails we exchanged about them.`,
        `Submissions our spam filter held back: ${spamDays} days, then deleted automatically, unless we find they came from a person and answer them.`,
        'With each submission we keep the consent you gave: the words you agreed to, their version and the time.',
        'Records of clients and artists we work with: for as long as the relationship lasts and then for the periods tax and company law require (usually five to seven years).',
        'Network addresses used for abuse protection: a matter of hours to days.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: ['Under POPIA and the Kenya Data Protection Act you may, free of charge:'],
      list: [
        'ask whether we hold information about you and get a copy of it;',
        'ask us to correct or update it;',
        'ask us to delete it, or to restrict or stop using it;',
        'object to our use of it, including for direct marketing;',
        'withdraw consent where we rely on consent;',
        "complain to the regulator: South Africa's Information Regulator (inforegulator.org.za) or Kenya's Office of the Data Protection Commissioner (odpc.go.ke).",
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'We protect your information with access controls, encrypted connections, and by keeping only what we need. No system is perfect; if a breach ever affects your information, we will tell you and the regulators as the law requires.',
      ],
    },
    {
      heading: 'Cookies',
      paragraphs: [
        'The public website sets no cookies and uses no advertising or third-party analytics trackers. The only cookie we use is a strictly necessary session cookie for our own staff when they sign in to manage the website; visitors never receive it.',
        'We count page views ourselves, without cookies or personal data: we keep the page, the website that linked to it, any campaign tag in the link, your country and the kind of device, never your IP address or browser details. Daily visitor counts use a code that cannot be traced back to you and is destroyed at the end of each day. Nothing is counted without JavaScript, or when your browser sends Do Not Track or Global Privacy Control. We also count, the same way, that one of our inquiry forms was started (by the linking channel and campaign only). When you send us a form, we note how that visit began (the first page, the linking website and campaign) with your inquiry.',
      ],
    },
    {
      heading: 'Information officer',
      paragraphs: [
        `Our information officer (POPIA) and data protection contact (Kenya DPA) can be reached at ${site.email}, or by post at either office above. We answer requests within 30 days.`,
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'We will update this page when our practices change and show the date of the latest version at the top.',
      ],
    },
  ],
});

export const termsOfService: LegalDocument = {
  title: 'Terms of Service',
  description: `The terms for using the ${site.name} website: content, inquiries, intellectual property, liability and governing law in South Africa and Kenya.`,
  path: '/terms',
  updated: LEGAL_UPDATED,
  intro: `These terms apply when you use this website, operated by ${site.name}, a subsidiary of ${site.holdingCompany}. By using the site you accept them. Work we do for you is governed by a separate written agreement, which takes precedence over these terms.`,
  sections: [
    {
      heading: 'Using the site',
      list: [
        'Use the site lawfully and do not try to disrupt it, probe it for weaknesses, or access areas not meant for you.',
        'Do not send spam, automated submissions or content that is unlawful, defamatory or infringes the rights of others through our forms.',
        'We may limit or block access that abuses the site or its forms.',
      ],
    },
    {
      heading: 'Inquiries, bookings and applications',
      paragraphs: [
        'Sending an inquiry, booking request or application does not create a contract or guarantee availability, fees or representation. A booking, production or management arrangement exists only once both sides sign a written agreement.',
        'Please send only information that is accurate and that you have the right to share. If you send us material such as an EPK or demo, you keep all rights in it; you allow us to review it and share it internally to assess your application.',
      ],
    },
    {
      heading: 'Content and intellectual property',
      paragraphs: [
        `The text, design, artwork, logos and other content on this site belong to ${site.name} or its licensors. You may view and share pages for personal, non-commercial use with a link back to the site. Artist names, images and marks shown on the roster belong to the artists concerned and may not be used without their permission.`,
      ],
    },
    {
      heading: 'Accuracy',
      paragraphs: [
        'We keep the site accurate and up to date, but figures, case studies, availability and prices are provided for information and may change. Confirmed terms are always those in a signed agreement.',
      ],
    },
    {
      heading: 'Links to other sites',
      paragraphs: [
        'Links to social networks or other websites are provided for convenience. We are not responsible for their content or their privacy practices.',
      ],
    },
    {
      heading: 'Liability',
      paragraphs: [
        'The site is provided as it is. To the extent the law allows, we are not liable for indirect or consequential loss arising from use of the site. Nothing in these terms limits rights you have under the Consumer Protection Act, 2008 (South Africa) or the Consumer Protection Act, 2012 (Kenya), or liability that cannot be excluded by law.',
      ],
    },
    {
      heading: 'Privacy',
      paragraphs: ['How we handle personal information is explained in our Privacy Policy.'],
    },
    {
      heading: 'Governing law',
      paragraphs: [
        'If you deal with our Johannesburg office, these terms are governed by the laws of the Republic of South Africa and the South African courts have jurisdiction. If you deal with our Nairobi office, they are governed by the laws of the Republic of Kenya and the Kenyan courts have jurisdiction.',
      ],
    },
    {
      heading: 'Changes and contact',
      paragraphs: [
        `We may update these terms; the date at the top shows the latest version. Questions? Write to ${site.email}.`,
      ],
    },
  ],
};
