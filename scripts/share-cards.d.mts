export type CardText = { brand: string; title: string; host: string };
export type PlannedCard = { route: string; path: string; text: CardText };

export declare function shareTags(html: string): Map<string, string>;
export declare function cardText(tags: Map<string, string>): CardText;
export declare function sharingPages(dir: string): { file: string; route: string }[];
export declare function plannedCards(dir: string): PlannedCard[];
