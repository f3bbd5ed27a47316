/**
 * The talent categories, in the order the site shows them: the admin form's choices, the public
 * roster filter (usual ones first) and the home page's category cards all read this one list.
 */
export const TALENT_CATEGORIES = ['DJ', 'Musician', 'Model', 'Influencer', 'Comedian', 'MC'] as const;
export type TalentCategory = (typeof TALENT_CATEGORIES)[number];
