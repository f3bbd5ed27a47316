import type { NewBlogPostRow, NewCaseStudyRow, NewEventsRow, NewJobPostingRow, NewTalentRow } from './schema';

/**
 * Demo content for a fresh install: case studies, talent, blog posts and job postings.
 * Every person, client, brand and venue named here is fictional. Images are local SVG art
 * shipped under /images/demo/. `gallery` and `highlights` are plain arrays here: serialise them
 * to JSON strings when inserting (the columns hold JSON text). The lists are checked with
 * `satisfies`, so each row keeps its full type: a field added later (with a column default) may be
 * missing from them.
 */

export type SeedCaseStudy = Omit<NewCaseStudyRow, 'id' | 'created_at' | 'updated_at' | 'gallery'> & {
  gallery: string[];
};
export type SeedTalent = Omit<NewTalentRow, 'id' | 'created_at' | 'updated_at' | 'gallery' | 'highlights'> & {
  gallery: string[];
  highlights: { value: string; label: string }[];
};
export type SeedBlogPost = Omit<NewBlogPostRow, 'id' | 'created_at' | 'updated_at' | 'author_id'>;
export type SeedJobPosting = Omit<NewJobPostingRow, 'id' | 'created_at' | 'updated_at'>;

// ---------------------------------------------------------------------------
// Case studies
// ---------------------------------------------------------------------------

export const demoCaseStudies = [
  {
    slug: 'pretoria-summer-sound-festival-2024',
    title: 'Pretoria Summer Sound Festival 2024',
    summary:
      'Three days, four stages and 30,000+ fans on the Tshwane Events Centre grounds, headlined by rap heavyweight Kojo Blaze. We built and ran the entire production, from first truck in to last encore.',
    location: 'Pretoria, South Africa',
    project_date: '2024-12-13',
    category: 'Festival',
    attendance: '30,000+',
    duration: '3 days',
    investment_tier: '$500K+',
    role: 'Multi-stage production',
    challenge: `Pretoria Summer Sound had outgrown its old single-stage home. For 2024, Jacaranda Live Promotions moved the festival to the Tshwane Events Centre grounds, tripled capacity and booked more than 40 acts across amapiano, hip-hop, gqom and afro-house, with rap heavyweight Kojo Blaze flying in as headliner with a 22-person touring crew. We had eleven weeks from signed contract to open gates, a December forecast full of afternoon thunderstorms, the constant threat of grid outages, and a city that had never moved 12,000 festival-goers a day through its northern access roads.`,
    solution: `We ran the weekend as four productions under one roof: a main stage with a 24-metre roof and delay towers, a dedicated amapiano tent, a hip-hop block-party stage in the round, and a rising-artist stage curated with three Tshwane creative collectives. The whole site ran on a hybrid diesel and battery power plant with full redundancy, so the grid never touched the show. A lightning-detection service fed a staged weather-hold protocol that every stage manager had rehearsed. Kojo Blaze's team got a single artist liaison, a pre-built stage plot and a production rider signed off three weeks out. On the ground we added cashless wristbands, park-and-ride shuttles from three points in the city, and 140 local crew we hired and trained ourselves.`,
    impact: `More than 30,000 people came through the gates over three days, with no show-stopping incidents and every set starting within ten minutes of its slot, including through two storm holds. Bar and food revenue rose 38% on the previous edition thanks to shorter cashless queues, and the festival generated over 11 million social impressions across the weekend. More than 140 local jobs were created on site, and Jacaranda Live rebooked us for the 2025 edition within a week of load-out.`,
    hero_image_url: '/images/demo/case-1.svg',
    gallery: ['/images/demo/gallery-1.svg', '/images/demo/gallery-2.svg', '/images/demo/gallery-3.svg'],
    testimonial_quote: `We've worked with big production companies before, but Ngoma were the first to treat our festival like it was their own. Four stages, a headliner with a serious rider, two thunderstorms, and not one set went off schedule. They're already booked for next year.`,
    testimonial_author: 'Thabo Mokoena, Founder & Managing Director, Jacaranda Live Promotions',
    is_published: true,
    // On the home page today, in this place (decision 135).
    featured_on_home: true,
    home_order: 4,
  },
  {
    slug: 'nyota-lager-golden-hour-block-parties',
    title: 'Nyota Lager x Dapo Kingsley: Golden Hour Block Parties',
    summary:
      'A two-city launch for Nyota Lager built around global Afrobeats superstar Dapo Kingsley. Two nights, 15,000+ fans, and a brand that arrived feeling local from day one.',
    location: 'Johannesburg, South Africa & Nairobi, Kenya',
    project_date: '2024-09-21',
    category: 'Brand Activation',
    attendance: '15,000+',
    duration: '2 nights',
    investment_tier: '$250K-$500K',
    role: 'Experiential marketing & talent booking',
    challenge: `Nyota Lager was launching into a crowded premium beer category in both South Africa and Kenya, chasing a young audience that scrolls straight past traditional advertising. The brand had signed Dapo Kingsley as its global ambassador, but a superstar on a billboard is a paid endorsement, not a cultural moment. The brief: launch in two markets in the same week and make the partnership feel like it belonged to Johannesburg and Nairobi, not to a head office.`,
    solution: `We built the Golden Hour Block Parties: free, age-gated events with tickets released only through the Nyota app, staged in open-air venues in each city. Local came first. Our own Nomvula Khoza warmed up Johannesburg and Baraka Otieno owned Nairobi, and both cities' crowds saw Dapo Kingsley bring a homegrown artist on stage for a surprise collaboration. The product moment was a sunset toast timed to the golden hour, not a logo wall. A content team captured both nights for 30 days of post-event social, and responsible-drinking measures ran throughout, from free water stations to discounted ride-share codes.`,
    impact: `Over 15,000 people attended across the two nights, and the app collected 92,000 verified registrations before the first gate opened. The campaign drove 48 million impressions, trended nationally in both countries on launch night, and Nyota reported a 22% lift in retail sell-in during its launch month. Both local openers landed follow-on brand deals of their own.`,
    hero_image_url: '/images/demo/case-2.svg',
    gallery: ['/images/demo/gallery-4.svg', '/images/demo/gallery-5.svg', '/images/demo/gallery-6.svg'],
    testimonial_quote: `We had the superstar. Ngoma gave us the culture around him. Those two nights did more for Nyota in Johannesburg and Nairobi than a year of media spend could have.`,
    testimonial_author: 'Naledi Sithole, Head of Brand, Nyota Lager',
    is_published: true,
  },
  {
    slug: 'obsidian-reserve-hospitality-house-london',
    title: 'Obsidian Reserve Hospitality House',
    summary:
      "A four-day hospitality house in West London for Obsidian Reserve Cognac that turned a carnival-weekend townhouse into the most sought-after invitation in the city's African diaspora scene.",
    location: 'London, United Kingdom',
    project_date: '2025-08-23',
    category: 'Brand Activation',
    attendance: '2,500+',
    duration: '4 days',
    investment_tier: '$100K-$250K',
    role: 'Concept, production & guest curation',
    challenge: `Obsidian Reserve wanted to be the drink of choice for London's African and Caribbean creative class during the busiest cultural weekend of the summer. Every premium spirits brand in the city was competing for the same guests, the same rooftops and the same influencers. The brand needed a space people would choose over a dozen other invitations, and a reason for the right people to bring their friends.`,
    solution: `We took over a four-storey townhouse a short walk from the carnival route and designed each floor as a different room in a pan-African home: a listening lounge with vinyl selectors from Lagos, Johannesburg and Nairobi, a kitchen table hosted by a rotating cast of diaspora chefs, a portrait studio, and a rooftop for the sundowner sets. The guest list was curated, not bought: creatives, gallery owners, DJs and community organisers, each with a plus-two. Cocktails were built around West and Southern African ingredients, and every bartender on the team came from the diaspora hospitality scene.`,
    impact: `More than 2,500 guests came through the doors across four days, against a capacity of 600 at any one time, with a waiting list every evening. The house generated 6.4 million organic impressions, and 71% of guests posted without being asked. Obsidian Reserve reported its strongest on-trade month in London on record, and the house format has been commissioned again for 2026.`,
    hero_image_url: '/images/demo/case-3.svg',
    gallery: ['/images/demo/gallery-7.svg', '/images/demo/gallery-8.svg', '/images/demo/gallery-9.svg'],
    testimonial_quote: `Everyone in London was throwing a party that weekend. Ngoma built a home, and it felt like one. The guest list alone was worth the investment.`,
    testimonial_author: 'Charlotte Adeyemi-Hart, UK Marketing Director, Obsidian Reserve',
    is_published: true,
    // On the home page today, in this place (decision 135).
    featured_on_home: true,
    home_order: 1,
  },
  {
    slug: 'lumen-mobile-kampala-nights-festival',
    title: 'Lumen Mobile x Kampala Nights Festival',
    summary:
      "We wove telco Lumen Mobile into the fabric of Kampala Nights Festival, from a data-free festival app to a charging village that became the site's social hub.",
    location: 'Kampala, Uganda',
    project_date: '2024-08-10',
    category: 'Festival',
    attendance: '9,000+',
    duration: '2 days',
    investment_tier: '$50K-$100K',
    role: 'Brand integration & on-site activation',
    challenge: `Lumen Mobile had sponsored Kampala Nights for two years and had little to show for it beyond a logo on the stage banner. Festival-goers could not name the sponsor, and the brand's data offer for young users was invisible. Lumen wanted a sponsorship that people would actually use and remember, without turning the festival into a shopping mall.`,
    solution: `We started from what fans needed on site: battery, signal and information. We built the Lumen Charging Village, a shaded lounge with 400 charging points, free Wi-Fi and a stage for acoustic sets between headliners. The official festival app, with set times, maps and artist drops, was zero-rated on the Lumen network, so using it cost nothing. Limited-edition merch could only be unlocked through the app, and every SIM registration at the village came with a festival data bundle.`,
    impact: `More than 9,000 people attended across the two days, and over 60% of them visited the Charging Village at least once. The app was downloaded 14,000 times, new SIM registrations beat target by 3.1x, and unprompted sponsor recall in the post-festival survey rose from 18% to 74%. Lumen has since extended the partnership for three more editions.`,
    hero_image_url: '/images/demo/case-4.svg',
    gallery: ['/images/demo/gallery-2.svg', '/images/demo/gallery-5.svg', '/images/demo/gallery-8.svg'],
    testimonial_quote: `For the first time, people thanked us for sponsoring something. The Charging Village was full from the first act to the last, and our numbers followed.`,
    testimonial_author: 'Brian Kato, Head of Sponsorships, Lumen Mobile Uganda',
    is_published: true,
  },
  {
    slug: 'nairobi-roots-reggae-festival-2025',
    title: 'Nairobi Roots Reggae Festival 2025',
    summary:
      "East Africa's biggest celebration of reggae and dancehall, co-promoted and fully produced by Ngoma. Two days, 12,000+ fans and a veteran Jamaican headliner sharing the stage with Kenya's new roots generation.",
    location: 'Nairobi, Kenya',
    project_date: '2025-02-15',
    category: 'Festival',
    attendance: '12,000+',
    duration: '2 days',
    investment_tier: '$250K-$500K',
    role: 'Co-promotion & full production',
    challenge: `Nairobi has one of the most passionate reggae audiences in the world, but the scene's big nights had always lived in clubs and sound-system sessions. Roots Nation Kenya wanted a proper open-air festival with international standards and a Jamaican headliner, while keeping the soul of the local selector culture. Sound-system culture also meant the audio had to be right: bass that moves you, at volume, without a single noise complaint from the surrounding estates.`,
    solution: `We came in as co-promoter and full production partner, sharing the risk and the upside. We secured veteran Jamaican singer Desmond 'Lion' Carrington as headliner and built a bill around him that put Kenyan acts like the Sauti Roots Collective in prime-time slots, not the afternoon. The site on an open-air ground in Karen ran two stages: a main stage with a cardioid sub array that kept bass on the field and off the neighbours, and a sound-system yard where six Nairobi crews clashed across both nights. Ticketing ran on mobile money, with early-bird tiers that sold out in four days.`,
    impact: `More than 12,000 fans attended over two days, and the festival sold out its final tier a week before the gates opened. Off-site noise levels stayed inside the permitted limit for both nights. The event employed 210 Kenyans across production, security and hospitality, and the second edition is already confirmed with a larger site.`,
    hero_image_url: '/images/demo/case-5.svg',
    gallery: ['/images/demo/gallery-3.svg', '/images/demo/gallery-6.svg', '/images/demo/gallery-9.svg'],
    testimonial_quote: `Ngoma put their own money next to ours, and that changes how a partner behaves. They respected the sound-system culture, they respected the neighbours, and they delivered a festival Nairobi will talk about for years.`,
    testimonial_author: 'Wanjiru Kamau, Festival Director, Roots Nation Kenya',
    is_published: true,
    // On the home page today, in this place (decision 135).
    featured_on_home: true,
    home_order: 3,
  },
  {
    slug: 'siyabonga-ndlovu-laugh-lines-tour',
    title: 'Siyabonga Ndlovu: Laugh Lines Tour',
    summary:
      'Nine shows, three countries, six weeks. We took comedian Siyabonga Ndlovu from sold-out Durban theatres to London, Nairobi and back, handling every booking, border and backline along the way.',
    location: 'South Africa, Kenya & United Kingdom',
    project_date: '2025-05-10',
    category: 'Tour',
    attendance: '18,000+',
    duration: '6 weeks',
    investment_tier: '$100K-$250K',
    role: 'International tour management',
    challenge: `Siyabonga Ndlovu had been selling out theatres at home for two years, and his clips were travelling far beyond South Africa. The demand was real, but nobody had ever taken him abroad. An international comedy tour is a different animal: venues to hold on three continents' worth of calendars, work permits, local promoters who had never heard of him, and a show that had to land with audiences outside his home crowd without losing what made it his.`,
    solution: `We planned the tour around data, not hope: ticket demand signals and audience locations from his socials pointed us to Nairobi and London before anything else. We partnered with a trusted local promoter in each city, handled visas, travel and insurance for a six-person touring party, and built a marketing plan with each city's comedy and diaspora communities. We also ran two writing workshops with Siyabonga ahead of the tour, helping him localise openers for each market while keeping the heart of the show intact.`,
    impact: `The tour sold more than 18,000 tickets across nine shows, with London and Nairobi adding second dates in the first week of sales. Merchandise revenue covered the entire touring crew cost, and a filmed special from the final Johannesburg show is now in distribution talks. Siyabonga returns to the UK in 2026 for a 12-city run.`,
    hero_image_url: '/images/demo/case-6.svg',
    gallery: ['/images/demo/gallery-1.svg', '/images/demo/gallery-4.svg', '/images/demo/gallery-7.svg'],
    testimonial_quote: `I've told jokes in taxis, in church halls and on national TV, but standing on a London stage to a full room was something else. Ngoma carried every worry so all I had to do was be funny.`,
    testimonial_author: 'Siyabonga Ndlovu, Comedian',
    is_published: true,
    // On the home page today, in this place (decision 135).
    featured_on_home: true,
    home_order: 2,
  },
  {
    slug: 'kigali-sunset-sessions-2023',
    title: 'Kigali Sunset Sessions 2023',
    summary:
      "Our first production in Rwanda: an open-air concert pairing Kenyan singer Zawadi Mwangi and Lagos's Amara Nwosu with Kigali's brightest new voices in front of 6,000+ fans.",
    location: 'Kigali, Rwanda',
    project_date: '2023-11-18',
    category: 'Concert',
    attendance: '6,000+',
    duration: '1 night',
    investment_tier: '$100K-$250K',
    role: 'End-to-end concert production',
    challenge: `Thousand Hills Live wanted to bring a regional-scale concert to Kigali, a city with a young, fast-growing live music audience but limited touring infrastructure. Staging, lighting and audio equipment at the scale needed did not exist in-country, and the budget did not allow for flying everything in. The show also had to run like clockwork: a hard curfew, a tight hillside site, and international artists arriving on the same afternoon.`,
    solution: `We built a regional supply chain: staging trucked in from Nairobi, audio and lighting sourced from partners in Kampala, and a customs plan agreed with the authorities a month in advance. Rwandan crew led every department alongside our own heads of production, with training baked into the build days. The bill opened with four Kigali acts chosen with local curators, and a shared rehearsal the day before meant the headliners and local artists closed the night together on a joint finale.`,
    impact: `More than 6,000 fans filled the site, the show finished four minutes inside curfew, and the event trained 45 Rwandan crew members who have since worked on three further productions. The joint finale clip reached 3.2 million views in a week. Thousand Hills Live has made Sunset Sessions an annual fixture with Ngoma as production partner.`,
    hero_image_url: '/images/demo/case-7.svg',
    gallery: ['/images/demo/gallery-2.svg', '/images/demo/gallery-6.svg', '/images/demo/gallery-9.svg'],
    testimonial_quote: `People told us a concert at this level could not be produced in Kigali without flying in everything. Ngoma proved them wrong and left our city with a crew ready for the next one.`,
    testimonial_author: 'Eric Habimana, CEO, Thousand Hills Live',
    is_published: true,
  },
  {
    slug: 'karoo-capital-year-end-celebration',
    title: 'Karoo Capital Year-End Celebration',
    summary:
      'A year-end celebration for 1,200 Karoo Capital staff in Cape Town, built around South African sound, food and design rather than the usual hotel ballroom.',
    location: 'Cape Town, South Africa',
    project_date: '2025-11-28',
    category: 'Corporate',
    attendance: '1,200',
    duration: '1 evening',
    investment_tier: '$50K-$100K',
    role: 'Event production & talent curation',
    challenge: `Karoo Capital's staff had sat through the same hotel-ballroom year-end function for a decade, and attendance was falling. The leadership team wanted an evening that felt like a genuine thank-you: a night people would talk about in January, for an audience that ranged from graduate trainees to senior partners.`,
    solution: `We moved the event to a converted warehouse in the city, designed as a journey through South African nightlife from shebeen jazz to amapiano. A live band led by a roster musician opened the night, our MC Ivan Ssempala hosted the awards segment with a light touch, and the dance floor closed with a DJ set from Nomvula Khoza. Catering came from five local chefs, each representing a different province.`,
    impact: `Attendance rose to 94% of staff, up from 61% the year before. The post-event survey scored the evening 4.8 out of 5, and Karoo Capital has already booked the same date for next year.`,
    hero_image_url: '/images/demo/case-8.svg',
    gallery: ['/images/demo/gallery-3.svg', '/images/demo/gallery-5.svg', '/images/demo/gallery-8.svg'],
    testimonial_quote: `Our people stopped treating the year-end as a duty and started asking when the next one is. That is exactly what we asked Ngoma for.`,
    testimonial_author: 'Lindiwe Petersen, Chief People Officer, Karoo Capital',
    is_published: false,
  },
] satisfies SeedCaseStudy[];

// ---------------------------------------------------------------------------
// Talent
// ---------------------------------------------------------------------------

export const demoTalent = [
  {
    slug: 'nomvula-khoza',
    name: 'Nomvula Khoza',
    category: 'DJ',
    location: 'Johannesburg, South Africa',
    tagline: 'Log drums, late nights and the soul of Soweto.',
    bio: `Nomvula Khoza grew up in Soweto, learning to mix on her older brother's second-hand controller while amapiano was still being born in the townships around her. By nineteen she was holding down residencies in Johannesburg's busiest lounges, known for long, patient sets that build from deep, jazzy private-school piano to peak-time log-drum euphoria.

Her 2024 single with vocalist Lwazi M crossed 20 million streams and took her from local favourite to festival main stages across Southern Africa and Europe. She has since opened for global headliners at the Golden Hour Block Parties and the Pretoria Summer Sound Festival, and her monthly radio mix is one of the most shared amapiano shows online.

Off the decks, Nomvula runs free DJ workshops for young women in Soweto, because she still remembers how few people behind the booth looked like her when she started.`,
    image_url: '/images/demo/talent-1.svg',
    highlights: [
      { value: '20M+', label: 'Streams' },
      { value: '120+', label: 'Shows a Year' },
      { value: '14', label: 'Countries Played' },
    ],
    gallery: ['/images/demo/gallery-1.svg', '/images/demo/gallery-4.svg', '/images/demo/gallery-7.svg'],
    instagram_url: 'https://instagram.com/nomvula.khoza',
    tiktok_url: 'https://tiktok.com/@nomvulakhoza',
    youtube_url: 'https://youtube.com/@nomvulakhoza',
  },
  {
    slug: 'baraka-otieno',
    name: 'Baraka Otieno',
    category: 'DJ',
    location: 'Nairobi, Kenya',
    tagline: 'Nairobi energy, afro-house precision.',
    bio: `Baraka Otieno is the sound of Nairobi after midnight. Raised in Eastlands on a diet of benga, gengetone and his uncle's old house records, he blends all three into high-energy afro-house sets that have made him one of the most in-demand selectors in East Africa.

He headlined the Nairobi leg of the Golden Hour Block Parties, holds a residency at one of Westlands' best-known rooftop clubs, and has played festivals from Kampala to Berlin. His edits of classic Kenyan records regularly go viral, introducing a new generation to the music their parents danced to.

Baraka is also a producer, and his debut EP is due in 2026, featuring vocalists from Kenya, Tanzania and South Africa.`,
    image_url: '/images/demo/talent-2.svg',
    highlights: [
      { value: '1.2M', label: 'Followers' },
      { value: '9', label: 'Countries Played' },
      { value: '3', label: 'Club Residencies' },
    ],
    gallery: ['/images/demo/gallery-2.svg', '/images/demo/gallery-5.svg', '/images/demo/gallery-8.svg'],
    instagram_url: 'https://instagram.com/barakaotieno.dj',
    tiktok_url: 'https://tiktok.com/@barakaotieno',
    youtube_url: '',
    // Demo links (docs/decisions/145-listen-and-watch.md): the profile shows them as click-to-load players.
    media_links: [
      'https://www.youtube.com/watch?v=Bq7aN1r0tUo',
      'https://soundcloud.com/barakaotieno/nairobi-after-midnight-mix',
      'https://audiomack.com/barakaotieno/song/eastlands-edit',
    ].join('\n'),
  },
  {
    slug: 'amara-nwosu',
    name: 'Amara Nwosu',
    category: 'Musician',
    location: 'Lagos, Nigeria',
    tagline: 'Afro-soul with a voice that stops the room.',
    bio: `Amara Nwosu writes songs that sound like Sunday afternoons in Lagos: warm, unhurried and full of family. Her voice, trained in church choirs and refined in the city's live-music bars, sits somewhere between classic highlife and modern neo-soul.

Her debut album earned her a continental award for Best Female Vocalist and a string of sold-out shows in Lagos, Accra and Johannesburg. She shared the headline slot at Kigali Sunset Sessions, where her joint finale with Zawadi Mwangi became one of the most watched live clips of the year.

Amara writes and arranges all her own material and performs with a seven-piece band. She is currently recording her second album between Lagos and London.`,
    image_url: '/images/demo/talent-3.svg',
    highlights: [
      { value: '35M+', label: 'Streams' },
      { value: '1', label: 'Continental Award' },
      { value: '12', label: 'Countries Toured' },
    ],
    gallery: ['/images/demo/gallery-3.svg', '/images/demo/gallery-6.svg', '/images/demo/gallery-9.svg'],
    instagram_url: 'https://instagram.com/amaranwosu',
    tiktok_url: 'https://tiktok.com/@amaranwosumusic',
    youtube_url: 'https://youtube.com/@amaranwosu',
  },
  {
    slug: 'zawadi-mwangi',
    name: 'Zawadi Mwangi',
    category: 'Musician',
    location: 'Nairobi, Kenya',
    tagline: 'Swahili storytelling for a global stage.',
    bio: `Zawadi Mwangi is a singer-songwriter and guitarist who sings in Swahili, Kikuyu and English, often in the same verse. Her music draws on benga guitar lines and coastal taarab melodies, wrapped in modern production that has earned her a loyal following across East Africa and its diaspora.

Her breakthrough single was picked up by a streaming service's global editorial playlists, and in 2023 she co-headlined Kigali Sunset Sessions. She has since performed at festivals in Uganda, South Africa and the United Kingdom, and composed the theme for a Kenyan drama series.

Zawadi is known for her intimate acoustic shows as much as her festival sets, and for an audience that sings every word back to her, whatever the language.`,
    image_url: '/images/demo/talent-4.svg',
    highlights: [
      { value: '18M+', label: 'Streams' },
      { value: '600K+', label: 'Monthly Listeners' },
      { value: '7', label: 'Festival Headlines' },
    ],
    gallery: ['/images/demo/gallery-1.svg', '/images/demo/gallery-5.svg', '/images/demo/gallery-9.svg'],
    instagram_url: 'https://instagram.com/zawadimwangi',
    tiktok_url: '',
    youtube_url: 'https://youtube.com/@zawadimwangimusic',
    media_links: [
      'https://open.spotify.com/track/6mZ3aWqL1sTn0bYQe8RkVd',
      'https://music.apple.com/ke/album/mwangaza/1712345678',
      'https://www.boomplay.com/songs/98765432',
    ].join('\n'),
  },
  {
    slug: 'ayana-tesfaye',
    name: 'Ayana Tesfaye',
    category: 'Model',
    location: 'Cape Town, South Africa',
    tagline: 'Addis-born, Cape Town-based, runway-ready.',
    bio: `Ayana Tesfaye was scouted at a Cape Town market at seventeen and walked her first fashion week a year later. Born in Addis Ababa and raised between Ethiopia and South Africa, she has become one of the most recognisable faces in African fashion, known for editorial work that celebrates her heritage.

She has walked for leading designers in Cape Town, Lagos, Paris and Milan, and fronted campaigns for African beauty and luxury labels. Her cover stories in continental and international fashion titles have made her a sought-after face for brands that want authenticity, not tokenism.

Ayana is also an advocate for fair pay and safe working conditions for young models, and mentors new faces from across the continent.`,
    image_url: '/images/demo/talent-5.svg',
    highlights: [
      { value: '40+', label: 'Runway Shows' },
      { value: '12', label: 'Magazine Covers' },
      { value: '25+', label: 'Brand Campaigns' },
    ],
    gallery: ['/images/demo/gallery-4.svg', '/images/demo/gallery-7.svg', '/images/demo/gallery-8.svg'],
    instagram_url: 'https://instagram.com/ayana.tesfaye',
    tiktok_url: 'https://tiktok.com/@ayanatesfaye',
    youtube_url: '',
  },
  {
    slug: 'kagiso-molefe',
    name: 'Kagiso Molefe',
    category: 'Influencer',
    location: 'Johannesburg, South Africa',
    tagline: 'Style, street culture and the Jozi everyday.',
    bio: `Kagiso Molefe turned a phone, a tripod and a sharp eye for Johannesburg street style into one of South Africa's most engaged lifestyle audiences. His short videos, on what the city is wearing, eating and listening to, feel like a friend showing you around rather than an advert.

Brands come to Kagiso because his audience trusts him. He has led launch campaigns for fashion, telecoms and beverage brands, hosted red-carpet coverage for music awards, and created content from festivals across the continent, including the Pretoria Summer Sound Festival.

He is selective about partnerships and works only with brands he would use himself, which is exactly why his engagement rates are among the highest on the roster.`,
    image_url: '/images/demo/talent-6.svg',
    highlights: [
      { value: '2.4M', label: 'Combined Followers' },
      { value: '8.7%', label: 'Engagement Rate' },
      { value: '60+', label: 'Brand Partnerships' },
    ],
    gallery: ['/images/demo/gallery-2.svg', '/images/demo/gallery-3.svg', '/images/demo/gallery-6.svg'],
    instagram_url: 'https://instagram.com/kagiso.molefe',
    tiktok_url: 'https://tiktok.com/@kagisomolefe',
    youtube_url: 'https://youtube.com/@kagisomolefe',
  },
  {
    slug: 'siyabonga-ndlovu',
    name: 'Siyabonga Ndlovu',
    category: 'Comedian',
    location: 'Durban, South Africa',
    tagline: 'The funniest man in any taxi queue.',
    bio: `Siyabonga Ndlovu started telling stories to pass the time on long taxi rides between Umlazi and the city, and never stopped. His stand-up mixes isiZulu and English, family politics and everyday South African absurdity, and lands just as hard with audiences who have never set foot in Durban.

After two years of sold-out theatre runs at home, his Laugh Lines Tour took him to Nairobi and London in 2025, selling more than 18,000 tickets across nine shows. His clips regularly pass a million views, and his filmed special is in distribution talks.

Siya also hosts a weekly podcast with fellow comedians and is a favourite host for corporate events that want laughter without cringe.`,
    image_url: '/images/demo/talent-7.svg',
    highlights: [
      { value: '18K+', label: 'Tour Tickets Sold' },
      { value: '50M+', label: 'Video Views' },
      { value: '3', label: 'Countries Toured' },
    ],
    gallery: ['/images/demo/gallery-1.svg', '/images/demo/gallery-6.svg', '/images/demo/gallery-8.svg'],
    instagram_url: 'https://instagram.com/siyabonga.funny',
    tiktok_url: 'https://tiktok.com/@siyaondlovu',
    youtube_url: 'https://youtube.com/@siyabongandlovu',
  },
  {
    slug: 'ivan-ssempala',
    name: 'Ivan Ssempala',
    category: 'MC',
    location: 'Kampala, Uganda',
    tagline: 'The voice that holds 30,000 people in the palm of his hand.',
    bio: `Ivan Ssempala is East Africa's go-to host for the moments that matter. A former radio presenter, he moves between English, Luganda and Swahili without missing a beat, and has a gift for reading a crowd, whether that is 30,000 festival-goers or 300 executives at an awards dinner.

He has hosted festivals in Kampala, Nairobi and Pretoria, national music awards, and some of the region's biggest corporate launches. Promoters book him because he keeps a show on schedule while making it look effortless, and audiences love him because he never forgets that the night is about them.

Ivan also voices campaigns for brands across the region and hosts a popular weekend music show online.`,
    image_url: '/images/demo/talent-8.svg',
    highlights: [
      { value: '200+', label: 'Events Hosted' },
      { value: '4', label: 'Languages' },
      { value: '30K', label: 'Largest Crowd' },
    ],
    gallery: ['/images/demo/gallery-3.svg', '/images/demo/gallery-7.svg', '/images/demo/gallery-9.svg'],
    instagram_url: 'https://instagram.com/ivanssempala',
    tiktok_url: '',
    youtube_url: 'https://youtube.com/@ivanssempalalive',
  },
] satisfies SeedTalent[];

// ---------------------------------------------------------------------------
// Blog posts
// ---------------------------------------------------------------------------

export const demoBlogPosts = [
  {
    slug: 'the-rise-of-amapiano-in-the-us-market',
    title: 'The Rise of Amapiano in the US Market',
    category: 'Industry Insights',
    excerpt:
      "Amapiano has gone from Johannesburg's township parties to New York and Atlanta dance floors in a few short years. Here is what is driving the wave, and what artists and brands should do next.",
    cover_image_url: '/images/demo/blog-1.svg',
    published_at: '2025-03-14T08:00:00.000Z',
    is_published: true,
    content: `Five years ago, amapiano was a sound you had to be in Gauteng to really understand. You heard it at a house party in Soweto, in a taxi rank in Pretoria, or on a private-school playlist in Johannesburg's northern suburbs. Today the log drum is rattling speakers in Brooklyn, Houston and Atlanta, and American promoters are calling us to ask who they should book next.

This is not a passing trend. It is the next chapter in a long story of African sound going global, and the artists and brands who understand why it is happening will be the ones who benefit.

## How the log drum crossed the Atlantic

Amapiano's spread into the US did not start with a marketing plan. It started with the diaspora, and with short-form video.

- **Diaspora communities** in New York, Washington DC, Houston and Atlanta were playing amapiano at parties long before any American radio station noticed.
- **Dance challenges** travelled faster than the songs themselves. A 15-second clip of a move could reach millions of people who had never heard of the artist.
- **Afrobeats opened the door.** Years of West African artists building a US audience created listeners who were already curious about what else the continent had to offer.
- **Streaming removed the gatekeepers.** Editorial playlists dedicated to African music gave amapiano a shelf in the same shop as everything else.

## What American audiences are responding to

When we talk to US promoters, three things come up again and again. The first is the groove: amapiano is patient music, built for long nights and slow builds, and that feels fresh in a market used to three-minute hits. The second is the community: an amapiano party is a shared experience, not a spectacle to be watched. The third is authenticity. American audiences can tell the difference between the real thing and an imitation, and they want the real thing.

> "The crowd in Atlanta knew every log-drum drop before it landed. We weren't introducing the music. We were finally bringing it home to people who had been waiting for it."
> Nomvula Khoza, DJ

## The opportunity for artists

For South African artists, the US is now a real market, not a dream. But it rewards preparation. The artists we see succeeding have a few things in common:

1. **A clear story.** Where you come from and what your sound means matters to an audience discovering it for the first time.
2. **Touring discipline.** Visa timelines, work permits and routing can take six to twelve months to plan properly.
3. **Local partners.** A US promoter who understands the diaspora scene is worth more than a bigger venue with the wrong crowd.
4. **Content that travels.** Every show should feed the next one, with clips built for the platforms where new fans are found.

If you are an artist thinking about your first US run, our [artist services](/services/for-artists) team can help you plan it properly.

## The opportunity for brands

For brands, amapiano offers a way to reach young, culturally engaged American audiences through something they genuinely love. The mistake would be to treat it as a soundtrack for an advert. The brands that win will invest in the scene itself: the parties, the dancers, the DJs and the communities that carried the music across the ocean in the first place.

## What comes next

We expect the next two years to bring bigger US festival slots for amapiano acts, more collaborations between South African producers and American artists, and a wave of new sub-genres as the sound meets American influences. The centre of gravity will stay in South Africa, and it should.

Want to book amapiano talent for a US event, or build a brand moment around the sound? Browse our [talent roster](/talent) or [get in touch](/contact).`,
  },
  {
    slug: 'lessons-from-producing-a-30000-capacity-festival',
    title: 'Four Stages, Three Days, 30,000 Fans: Lessons from Pretoria',
    category: 'Production',
    excerpt:
      'What we learned producing the Pretoria Summer Sound Festival, from power plans that ignore the grid to weather holds that keep a schedule intact.',
    cover_image_url: '/images/demo/blog-2.svg',
    published_at: '2025-01-22T08:00:00.000Z',
    is_published: true,
    content: `In December 2024 we produced the Pretoria Summer Sound Festival: four stages, more than 40 acts and over 30,000 fans across three days on the Tshwane Events Centre grounds. It was the biggest show we had built, and it went to plan. Not because nothing went wrong, but because we had planned for the things that would.

Here is what we learned, and what we would tell any promoter preparing a festival at this scale.

## 1. Treat every stage as its own production

A multi-stage festival is not one big show. It is several shows that happen to share a fence. We gave every stage its own stage manager, its own production schedule and its own advancing process with artists. The main stage never waited on the amapiano tent, and a delay in one place never became a delay everywhere.

## 2. Never trust the grid

South African productions have to plan for power cuts. We ran the entire site on a hybrid plant of diesel generators and battery storage, with full redundancy on every stage. The grid was a bonus, never the plan. Battery storage also cut our fuel use and our noise on site, which made the neighbours and the artists equally happy.

## 3. Rehearse the weather

Highveld summers mean thunderstorms, usually in the late afternoon, usually right before the headliner. We contracted a lightning-detection service and wrote a staged hold protocol:

- **Amber:** lightning within 20 km, stage managers on alert, crowd messaging ready.
- **Red:** lightning within 10 km, performances pause, crowd moved away from structures.
- **All clear:** 30 minutes without a strike inside 10 km, restart in a pre-agreed order.

We rehearsed it twice before gates opened. When the storms came, on both the first and second afternoons, every team knew its job and we lost less than an hour across the weekend.

> "Two thunderstorms, and not one set went off schedule. That is what rehearsal buys you."
> Thabo Mokoena, Jacaranda Live Promotions

## 4. Make the headliner's team feel like family

International headliners travel with big crews and detailed riders. We assigned a single artist liaison to the headliner's team eight weeks out, shared a finished stage plot three weeks before arrival, and met them on the tarmac. A calm headliner makes for a calm festival.

## 5. Move people like it matters

Getting 12,000 people a day in and out of a site safely is a production in itself. We ran park-and-ride shuttles from three points in the city, staggered entry times with early-entry incentives, and used cashless wristbands to keep bar queues short. Every minute a fan spends in a queue is a minute they are not enjoying the show.

## 6. Hire locally, train properly

More than 140 crew members on site came from Tshwane, and we trained them before the build began. Local crew know the city, the roads and the audience, and a festival that creates jobs earns the goodwill of the community around it.

## The takeaway

Big festivals do not fail because of one disaster. They fail because of a hundred small things nobody planned for. Our job is to plan for all of them.

Read the full [Pretoria Summer Sound case study](/portfolio/pretoria-summer-sound-festival-2024), or talk to us about your next festival through our [promoter services](/services/for-promoters) page.`,
  },
  {
    slug: 'why-brands-get-african-culture-wrong',
    title: 'Why Brands Get African Culture Wrong (and How to Get It Right)',
    category: 'Brand Strategy',
    excerpt:
      'Too many campaigns treat African culture as an aesthetic. The brands that win treat it as a community. Here is the difference.',
    cover_image_url: '/images/demo/blog-3.svg',
    published_at: '2024-10-08T08:00:00.000Z',
    is_published: true,
    content: `Every year, more global brands decide that Africa is their next growth market. And every year, some of them launch campaigns that make audiences on the continent cringe: borrowed prints, generic drums, a stock photo of a sunset and a slogan about "one Africa".

Africa is not one market, one culture or one sound. It is 54 countries and thousands of communities, each with its own language, humour and taste. Brands that forget this do not just waste money. They lose trust that is hard to win back.

## The three most common mistakes

After dozens of brand activations across the continent, we see the same mistakes again and again:

- **Aesthetic without understanding.** Using the look of a culture without knowing what it means to the people who live it.
- **Superstar without substance.** Paying a famous face to hold the product, with nothing around them that connects to local life.
- **One campaign for the whole continent.** Running the same creative in Lagos, Nairobi and Johannesburg and wondering why it only works in one of them.

## What getting it right looks like

The brands that win in African markets share a few habits.

### They start with the community, not the product

Before any creative is written, they ask who the audience is, what they care about and where they already gather. A product that shows up where people already are feels like a guest. A product that demands attention feels like an intruder.

### They invest in the scene

The strongest partnerships put money into the culture itself: the DJs, the dancers, the promoters and the venues that make a scene what it is. When a brand helps a scene grow, the scene remembers.

### They go local, even when they go big

When we launched Nyota Lager with global superstar Dapo Kingsley, the most important decision was putting local artists on the same stage. Johannesburg and Nairobi saw their own people alongside a global name, and the brand arrived feeling like it belonged.

> "We had the superstar. Ngoma gave us the culture around him."
> Naledi Sithole, Head of Brand, Nyota Lager

### They measure what matters

Impressions are easy to buy. Trust is not. We help brands measure sell-in, sign-ups, sentiment and repeat engagement, so the value of a cultural partnership shows up on the balance sheet.

## A simple checklist

Before your next campaign on the continent, ask yourself:

1. Who in the room actually comes from the community we are speaking to?
2. Which local artists, creators or businesses benefit from this campaign?
3. Would this idea work in a different country without changes? If yes, it is probably too generic.
4. What will people remember a month after the event, and why?

## Culture is not a backdrop

African culture is not a backdrop for a product. It is a living, growing, competitive industry, and the brands that treat it with respect will earn a place in it.

If you want to build something authentic, start with our [brand services](/services/for-brands) or [book a discovery call](/contact).`,
  },
  {
    slug: 'from-bedroom-producer-to-global-stage',
    title: 'From Bedroom Producer to Global Stage: What Artists Need Before They Scale',
    category: 'Artist Development',
    excerpt:
      'Talent gets you noticed. Structure keeps you working. The building blocks every African artist needs before the big break arrives.',
    cover_image_url: '/images/demo/blog-4.svg',
    published_at: '2024-07-16T08:00:00.000Z',
    is_published: true,
    content: `There has never been a better time to be a young African artist. A song recorded in a bedroom in Soweto or Eastlands can reach millions of listeners in a week. But we have also seen what happens when the break comes before the foundations are in place: missed bookings, unpaid royalties, burnout and contracts that take years to escape.

Talent gets you noticed. Structure keeps you working. Here is what we help every artist build before they scale.

## Own your music properly

The first conversation we have with any new artist is about ownership.

- **Register your songs** with the right collecting societies in your country, and make sure your splits are agreed in writing before release.
- **Know who owns your masters.** If a label or producer owns them, understand exactly what that means for you.
- **Keep your metadata clean.** Wrong names and missing credits cost artists real money every single month.

## Build a team before you need one

A career needs more than one person. At minimum, an artist heading for international stages needs:

1. A manager who understands both the local scene and the global business.
2. A booking agent with relationships in the markets you want to play.
3. An entertainment lawyer to read every contract before you sign it.
4. An accountant who understands royalties and cross-border income.

You do not need to hire all of them on day one, but you do need to know who they will be.

## Treat your live show as a product

Streams pay slowly. Shows pay now, and shows build the fans who stream. We work with artists on set structure, stage presence, technical riders and the small details that make a promoter want to book you again: arriving on time, advancing properly and being easy to work with.

> "Nobody told me that the show starts the day you send your rider. Once I understood that, the bookings doubled."
> Baraka Otieno, DJ

## Protect your health

Touring is exhausting, and the music industry has not always looked after its people. We build rest into every tour schedule and make sure every artist on our roster has access to support when they need it. A career is a marathon, not a sprint.

## Think continentally, then globally

Before the US or the UK, there is a huge audience on your own continent. Artists who build a strong base across several African markets arrive in London or New York with proof that they can sell tickets, and promoters there notice.

## How we help

Our [artist services](/services/for-artists) offer exclusive management, regional management and project-based representation, depending on where you are in your career. If you are ready to take the next step, [send us your EPK](/contact) and tell us your story. We read every one.`,
  },
  {
    slug: 'nairobi-east-africas-next-creative-capital',
    title: "Nairobi: East Africa's Next Creative Capital",
    category: 'Culture',
    excerpt:
      'Gengetone, sound-system culture, fashion and film: why Nairobi is becoming one of the most exciting creative cities on the continent.',
    cover_image_url: '/images/demo/blog-5.svg',
    published_at: '2024-05-02T08:00:00.000Z',
    is_published: true,
    content: `When we opened our Nairobi office, people in Johannesburg asked why. Anyone who has spent a weekend in the city does not need to ask. Nairobi is one of the most creatively alive places on the continent, and the rest of the world is starting to notice.

## A city of many sounds

Nairobi does not have one sound. It has dozens, and they talk to each other.

- **Gengetone** brought Sheng street slang and raw energy to the mainstream and gave a generation its own voice.
- **Benga and rumba** still fill dance halls, and young producers sample them in ways that feel brand new.
- **Reggae and dancehall** run deep. The city's sound-system crews are some of the most dedicated in the world.
- **Afro-house and amapiano** have found a home in Westlands clubs, where selectors like Baraka Otieno blend them with Kenyan classics.

## More than music

The creative economy in Nairobi reaches well beyond the dance floor. Kenyan fashion designers are showing in international markets, a new wave of filmmakers is producing series for global streaming audiences, and the city's tech scene is building the platforms that creatives use to get paid, from mobile-money ticketing to fan-subscription apps.

> "Nairobi moves fast because everyone here is building something. The musician, the designer, the coder: they are all in the same room."
> Zawadi Mwangi, singer-songwriter

## The opportunity for live events

For promoters and brands, Nairobi offers a young, connected and hungry audience, with a growing appetite for international-standard live experiences. The gap is infrastructure. Large-scale staging, audio and production expertise have historically been imported, which drives up costs and slows the industry down.

That is why we invest in local crews. At the Nairobi Roots Reggae Festival, more than 210 Kenyans worked across production, security and hospitality, and many of them have since worked on other events across the region.

## What makes Nairobi different

Three things stand out to us:

1. **Regional reach.** Nairobi is a gateway to East Africa, with easy connections to Kampala, Kigali, Dar es Salaam and Addis Ababa.
2. **A multilingual audience.** Artists who move between Swahili, English and local languages can reach far beyond Kenya.
3. **A culture of hustle.** Independent artists here have built audiences without waiting for permission.

## Where we go from here

We believe the next decade of African creativity will be written in more than one city, and Nairobi will be one of the loudest voices. Our job is to help its artists reach new stages and to help brands and promoters connect with its audiences the right way.

Meet the Nairobi artists on our [talent roster](/talent), or [talk to our Nairobi team](/contact) about your next project in East Africa.`,
  },
  {
    slug: 'booking-african-talent-for-international-events',
    title: "Booking African Talent for International Events: A Promoter's Guide",
    category: 'Industry Insights',
    excerpt:
      'Visas, riders, routing and fees: a practical guide for promoters in the UK, Europe and the Americas who want to book African artists the right way.',
    cover_image_url: '/images/demo/blog-6.svg',
    published_at: '2025-08-19T08:00:00.000Z',
    is_published: true,
    content: `Demand for African artists on international stages has never been higher. Promoters in London, Berlin, Toronto and Atlanta are building line-ups around amapiano, afrobeats and afro-house, and audiences are buying tickets. But booking an artist from Johannesburg or Nairobi is not the same as booking one from down the road.

Here is what we tell every international promoter who calls us.

## Start earlier than you think

The single biggest cause of cancelled international bookings is time. For major festivals, we recommend starting conversations six to twelve months ahead. For smaller club shows and activations, allow at least four to eight weeks, and more if a visa is involved.

## Plan for visas from day one

Work permits and visas are the part of touring nobody enjoys, but they decide whether the show happens.

- **Check requirements early.** Rules differ for every country and can change without much warning.
- **Get your paperwork right.** Invitation letters, contracts and proof of funds must match exactly.
- **Budget for appointments.** Many artists must travel to another city for a visa interview, which costs time and money.
- **Have a plan B.** If a visa is delayed, know in advance whether the show can be moved or replaced.

> "A rider is a promise. A visa is a deadline. Miss either and the show suffers."
> Ivan Ssempala, MC and host

## Understand the rider

A technical rider is not a wish list. It tells you what the artist needs to deliver the show you are paying for. For DJs, that usually means specific equipment and monitoring. For live acts, it means backline, stage plots and sound checks. Read it early, ask questions, and confirm in writing what you will provide.

## Route tours, not single dates

Flying an artist across the world for one show is expensive. Working with other promoters to build a short run of dates across a region cuts travel costs per show and makes the trip more attractive to the artist. We routinely help promoters in the UK and Europe share costs this way.

## Talk about fees honestly

Fees for African artists are rising, and rightly so. When you make an offer, consider:

1. The artist's performance fee.
2. International flights for the artist and their team.
3. Accommodation, ground transport and per diems.
4. Visa and work-permit costs.
5. Withholding tax rules in your country.

A clear, complete offer gets a faster answer than a low headline number with surprises later.

## Respect the culture you are booking

International audiences come to see the real thing. Give artists a slot and a stage that fits their sound, promote them properly to the diaspora communities in your city, and let them perform the way they do at home.

## Let us help

We manage and book talent across Southern and East Africa, and we respond to booking requests within 24 to 48 hours. Browse the [talent roster](/talent) or [send us your booking request](/contact).`,
  },
  {
    slug: 'comedy-is-the-new-headline-act',
    title: 'Comedy Is the New Headline Act',
    category: 'Culture',
    excerpt:
      'African stand-up is selling out theatres at home and abroad. Why comedy deserves a bigger place on festival bills and brand calendars.',
    cover_image_url: '/images/demo/blog-7.svg',
    published_at: null,
    is_published: false,
    content: `For years, comedy sat in the corner of the entertainment industry: a warm-up before the music, a filler between awards, a few minutes of jokes before the real show began. That is changing fast. African comedians are selling out theatres, building huge online audiences and touring internationally, and the smartest promoters and brands are paying attention.

## Why comedy is booming

Several forces are driving the rise of African stand-up:

- **Short-form video** lets a great five-minute bit travel across the continent overnight.
- **Local language comedy** has found audiences that mainstream media ignored for decades.
- **Live audiences want connection.** After years of screens, people want to laugh in a room together.
- **Diaspora demand** means a comedian from Durban or Nairobi can sell out a London theatre.

## What we learned on tour

In 2025 we managed the Laugh Lines Tour for Siyabonga Ndlovu: nine shows across South Africa, Kenya and the United Kingdom, selling more than 18,000 tickets. A few lessons stood out.

1. **Data tells you where to go.** His audience data showed strong demand in Nairobi and London before any promoter did.
2. **Localise without diluting.** Siya adjusted his openers for each city while keeping the heart of the show the same.
3. **Merchandise matters.** It covered the entire cost of the touring crew.
4. **Film everything.** A filmed special extends the life of a tour long after the last show.

> "Standing on a London stage to a full room was something else. All I had to do was be funny."
> Siyabonga Ndlovu, comedian

## Comedy at festivals

Music festivals across the continent are starting to add comedy stages, and for good reason. A comedy tent gives audiences a break between high-energy sets, attracts people who might not come for the music alone, and creates shareable moments that extend a festival's reach online.

If you are a promoter, consider a comedy stage with three or four acts in the afternoon, or a single headline set before the main music act. It costs less than another stage of music and can change the feel of the whole event.

## Comedy for brands

Brands often avoid comedy because they fear getting the tone wrong. The answer is to work with comedians, not just hire them. Good comedians understand their audiences better than any focus group, and when they believe in a brand they can make it part of the culture in a way no advert can.

## The stage is ready

African comedy is ready for bigger stages, and we want to help put it there. Meet the comedians on our [talent roster](/talent), or [get in touch](/contact) to bring comedy to your next event.`,
  },
] satisfies SeedBlogPost[];

// ---------------------------------------------------------------------------
// Job postings
// ---------------------------------------------------------------------------

export const demoJobPostings = [
  {
    slug: 'artist-manager',
    title: 'Artist Manager',
    location: 'Johannesburg',
    type: 'Full-time',
    is_active: true,
    description: `We are looking for an Artist Manager to guide the careers of a group of artists on our roster, from day-to-day planning to long-term strategy. You will be the person our artists call first, and the one who helps them grow from local favourites into international names.

## Responsibilities

- Manage the day-to-day careers of four to six roster artists across music, live and brand work
- Build and deliver annual career plans with each artist, covering releases, touring and partnerships
- Negotiate and review performance, brand and content agreements with our legal team
- Work with our booking, production and marketing teams to turn opportunities into bookings
- Track income, royalties and budgets, and report clearly to artists every month
- Support artist wellbeing, especially during touring and release cycles

## What you bring

- At least three years in artist management, a label, an agency or a similar role
- A deep understanding of the South African music scene and a network within it
- Confident negotiation skills and a sharp eye for contract detail
- Calm, clear communication under pressure
- Willingness to travel and to work evenings and weekends around shows
- Bonus: experience with international touring or brand partnerships

## What we offer

- A competitive salary with performance-based bonuses
- Medical aid and retirement contributions
- A roster of talented artists and a team that cares about their careers
- Travel across Africa and beyond as our roster grows
- Hybrid working from our Illovo office in Johannesburg`,
  },
  {
    slug: 'production-coordinator',
    title: 'Production Coordinator',
    location: 'Nairobi',
    type: 'Full-time',
    is_active: true,
    description: `Our Nairobi office is growing, and we need a Production Coordinator to help deliver festivals, concerts and brand activations across East Africa. You will keep productions organised from first budget to final load-out, working alongside our heads of production.

## Responsibilities

- Coordinate production schedules, supplier bookings and crew rosters for events of 500 to 15,000 people
- Advance artists and manage technical riders, stage plots and hospitality requirements
- Track production budgets and purchase orders, and flag risks early
- Manage permits, licences and health and safety documentation with local authorities
- Lead on-site coordination during builds, shows and load-outs
- Help train and develop local crew on every production

## What you bring

- At least two years in event production, stage management or a similar role
- Strong organisation skills and comfort with spreadsheets, schedules and budgets
- Working knowledge of staging, audio, lighting and power requirements
- A network of suppliers and crew in Nairobi and the wider region
- Fluency in English and Swahili
- The ability to stay calm when plans change at the last minute

## What we offer

- A competitive salary and annual performance review
- Medical cover for you and your dependants
- Work on some of the biggest live events in East Africa
- Training and development with our Johannesburg production team
- Travel across the region, including Uganda, Rwanda and Tanzania`,
  },
  {
    slug: 'digital-marketing-specialist',
    title: 'Digital Marketing Specialist',
    location: 'Remote',
    type: 'Contract',
    is_active: true,
    description: `We are looking for a Digital Marketing Specialist on a six-month contract, with the option to extend, to grow the online presence of Ngoma Entertainment, our events and our roster artists. You will work remotely with our teams in Johannesburg and Nairobi.

## Responsibilities

- Plan and run paid social campaigns for events, tours and artist releases
- Manage our content calendar across image, video and short-form platforms
- Work with artists and their teams to plan release and tour announcements
- Report on performance weekly and turn data into clear recommendations
- Build and grow audience lists for ticket sales and brand campaigns
- Keep on top of platform changes and emerging trends in African music and culture

## What you bring

- At least three years in digital marketing, ideally in music, events or entertainment
- Hands-on experience running paid campaigns on major social platforms
- A strong understanding of African youth culture and online communities
- Comfort with analytics tools and a clear way of presenting results
- Excellent written English; Swahili or isiZulu is a bonus
- The discipline to work independently across time zones

## What we offer

- A competitive monthly contract rate
- Fully remote work with flexible hours
- Access to backstage content and the artists who make it
- The chance to shape campaigns seen by millions across the continent
- A clear path to a permanent role for the right person`,
  },
  {
    slug: 'booking-agent',
    title: 'Booking Agent',
    location: 'Johannesburg',
    type: 'Full-time',
    is_active: true,
    description: `We are hiring a Booking Agent to secure live performances for our roster of DJs, musicians, comedians and MCs at festivals, clubs, corporate events and brand activations across Africa and internationally.

## Responsibilities

- Source, negotiate and confirm bookings for roster talent locally and internationally
- Respond to booking requests within our 24 to 48 hour promise
- Build relationships with promoters, festivals, venues and brand agencies
- Route tours with artist managers to make every trip count
- Prepare offers, contracts and deposit invoices, and track payments to completion
- Coordinate travel, visas and riders with our production team

## What you bring

- At least two years in booking, promotion or artist management
- A strong network among South African promoters and venues
- Sharp negotiation skills and confidence talking money
- Organised, detail-focused and quick to respond
- Knowledge of international touring requirements is a strong advantage
- A genuine love for African music and live culture

## What we offer

- A competitive salary plus commission on bookings
- Medical aid and retirement contributions
- A growing roster with strong demand locally and abroad
- Access to festivals, shows and industry events
- Hybrid working from our Illovo office in Johannesburg`,
  },
] satisfies SeedJobPosting[];

// ---------------------------------------------------------------------------
// Events
// ---------------------------------------------------------------------------

/**
 * Demo events. Their dates are relative to the day of seeding (so the upcoming ones are upcoming
 * on a fresh install): `in_days` from then, `local_start` on the venue's clock (`time_zone`),
 * lasting `hours`. The seed turns them into UTC `starts_at` and `ends_at`.
 */
export type SeedEvent = Omit<NewEventsRow, 'id' | 'created_at' | 'updated_at' | 'starts_at' | 'ends_at'> & {
  in_days: number;
  local_start: string;
  hours: number;
};

export const demoEvents = [
  {
    slug: 'amapiano-sundowner-johannesburg',
    title: 'Amapiano Sundowner Johannesburg',
    status: 'On sale',
    time_zone: 'Africa/Johannesburg',
    in_days: 24,
    local_start: '16:00',
    hours: 8,
    venue_name: 'The Yard at Maboneng',
    address: '12 Fox Street, Maboneng',
    city: 'Johannesburg',
    country: 'South Africa',
    lineup: 'Nomvula Khoza\nKagiso Molefe\nDJ Lerato (guest)',
    description:
      'An open-air sundowner from golden hour to late: **log drums, live keys and the city skyline**.\n\nGates open at 15:00. Food trucks, a cash-free bar and a chill-out lounge.',
    ticket_url: 'https://tickets.example.com/amapiano-sundowner-jhb',
    price_min: 350,
    price_max: 950,
    currency: 'ZAR',
    is_published: true,
  },
  {
    slug: 'nairobi-rooftop-sessions',
    title: 'Nairobi Rooftop Sessions',
    status: 'Scheduled',
    time_zone: 'Africa/Nairobi',
    in_days: 38,
    local_start: '20:00',
    hours: 6,
    venue_name: 'Skyline Terrace, Westlands',
    address: 'Waiyaki Way, Westlands',
    city: 'Nairobi',
    country: 'Kenya',
    lineup: 'Baraka Otieno\nZawadi Mwangi',
    description: 'Afro-house and gengetone edits under the Nairobi sky, with a sunset warm-up set.',
    ticket_url: 'https://tickets.example.com/nairobi-rooftop',
    price_min: 2000,
    price_max: 5000,
    currency: 'KES',
    is_published: true,
  },
  {
    slug: 'soweto-comedy-night',
    title: 'Soweto Comedy Night',
    status: 'Sold out',
    time_zone: 'Africa/Johannesburg',
    in_days: 52,
    local_start: '19:30',
    hours: 3,
    venue_name: 'Soweto Theatre',
    address: 'Cnr Bolani and Bolani Link Road, Jabulani',
    city: 'Johannesburg',
    country: 'South Africa',
    lineup: 'Siyabonga Ndlovu',
    description: 'Stand-up in English, isiZulu and Sesotho from the roster and friends.',
    ticket_url: '',
    price_min: 180,
    price_max: 180,
    currency: 'ZAR',
    is_published: true,
  },
  {
    slug: 'golden-hour-block-party-nairobi-2026',
    title: 'Golden Hour Block Party Nairobi',
    status: 'Scheduled',
    time_zone: 'Africa/Nairobi',
    in_days: -60,
    local_start: '14:00',
    hours: 10,
    venue_name: 'Ngong Racecourse',
    address: 'Ngong Road',
    city: 'Nairobi',
    country: 'Kenya',
    lineup: 'Baraka Otieno\nNomvula Khoza',
    description: 'Ten hours of amapiano and afro-house across two stages.',
    ticket_url: '',
    price_min: 0,
    price_max: 0,
    currency: '',
    is_published: true,
  },
] satisfies SeedEvent[];
