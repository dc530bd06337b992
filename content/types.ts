/** Shapes shared by the content modules. Components render these; copy lives in content/. */

export type NavLink = { label: string; href: string };

export type Image = { src: string; alt: string; width: number; height: number };

export type Stat = { value: string; label: string };

export type Testimonial = {
  name: string;
  /** The reviewer's business, shown on the gym page. */
  business?: string;
  rating: 1 | 2 | 3 | 4 | 5;
  text: string;
  image: Image;
};
