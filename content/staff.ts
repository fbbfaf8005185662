import { z } from "zod";
import { defineContent } from "./define";
import { NameTemplate, NonEmpty, SrText, StaffCardSchema } from "./schema";

/** Staff cards (spec §3): one page each at /{slug}; one of them at /precedence. */
export const staff = defineContent(
  "content/staff.ts",
  z
    .array(StaffCardSchema)
    .length(15)
    .refine((list) => new Set(list.map((s) => s.slug)).size === list.length, {
      message: "every staff slug must be unique",
    }),
  [
    {
      slug: "precedence",
      name: "Precedence",
      surname: "Okafor-Bello",
      position: "Group Managing Director and Chief Executive Officer",
      company: "Savannah Crest Group",
      phone: "+234 800 555 0101",
      email: "precedence.okafor-bello@savannahcrest.example",
      image: "/media/people/precedence-okafor-bello.webp",
    },
    {
      slug: "adaeze",
      name: "Adaeze",
      surname: "Nwankwo",
      position: "Chief Financial Officer",
      company: "Savannah Crest Group",
      phone: "+234 800 555 0102",
      email: "adaeze.nwankwo@savannahcrest.example",
      image: "/media/people/adaeze-nwankwo.webp",
    },
    {
      slug: "babatunde",
      name: "Babatunde",
      surname: "Adeyemi",
      position: "Managing Director",
      company: "Savannah Crest Asset Management",
      phone: "+234 800 555 0103",
      email: "babatunde.adeyemi@savannahcrest.example",
      image: "/media/people/babatunde-adeyemi.webp",
    },
    {
      slug: "chiamaka",
      name: "Chiamaka",
      surname: "Eze",
      position: "Head of Architecture",
      company: "Savannah Crest Properties",
      phone: "+234 800 555 0104",
      email: "chiamaka.eze@savannahcrest.example",
      image: "/media/people/chiamaka-eze.webp",
    },
    {
      slug: "ibrahim",
      name: "Ibrahim",
      surname: "Musa",
      position: "Head of Construction",
      company: "Savannah Crest Properties",
      phone: "+234 800 555 0105",
      email: "ibrahim.musa@savannahcrest.example",
      image: "/media/people/ibrahim-musa.webp",
    },
    {
      slug: "funmilayo",
      name: "Funmilayo",
      surname: "Ogunleye",
      position: "Head of Apartments",
      company: "Savannah Crest Residences",
      phone: "+234 800 555 0106",
      email: "funmilayo.ogunleye@savannahcrest.example",
      image: "/media/people/funmilayo-ogunleye.webp",
    },
    {
      slug: "ikenna",
      name: "Ikenna",
      surname: "Ezeudu",
      position: "Head of Commodities Trading",
      company: "Savannah Crest Commodities",
      phone: "+234 800 555 0107",
      email: "ikenna.ezeudu@savannahcrest.example",
      image: "/media/people/ikenna-ezeudu.webp",
    },
    {
      slug: "zainab",
      name: "Zainab",
      surname: "Abubakar",
      position: "Chief Compliance Officer",
      company: "Savannah Crest Group",
      phone: "+234 800 555 0108",
      email: "zainab.abubakar@savannahcrest.example",
      image: "/media/people/zainab-abubakar.webp",
    },
    {
      slug: "oluwaseun",
      name: "Oluwaseun",
      surname: "Balogun",
      position: "Head of Investor Relations",
      company: "Savannah Crest Group",
      phone: "+234 800 555 0109",
      email: "oluwaseun.balogun@savannahcrest.example",
      image: "/media/people/oluwaseun-balogun.webp",
    },
    {
      slug: "ngozi",
      name: "Ngozi",
      surname: "Uche",
      position: "Head of People and Culture",
      company: "Savannah Crest Group",
      phone: "+234 800 555 0110",
      email: "ngozi.uche@savannahcrest.example",
      image: "/media/people/ngozi-uche.webp",
    },
    {
      slug: "yusuf",
      name: "Yusuf",
      surname: "Danjuma",
      position: "Portfolio Manager",
      company: "Savannah Crest Asset Management",
      phone: "+234 800 555 0111",
      email: "yusuf.danjuma@savannahcrest.example",
      image: "/media/people/yusuf-danjuma.webp",
    },
    {
      slug: "temitope",
      name: "Temitope",
      surname: "Akinola",
      position: "Sales Manager, Real Estate",
      company: "Savannah Crest Properties",
      phone: "+234 800 555 0112",
      email: "temitope.akinola@savannahcrest.example",
      image: "/media/people/temitope-akinola.webp",
    },
    {
      slug: "halima",
      name: "Halima",
      surname: "Sule",
      position: "Guest Relations Manager",
      company: "Savannah Crest Residences",
      phone: "+234 800 555 0113",
      email: "halima.sule@savannahcrest.example",
      image: "/media/people/halima-sule.webp",
    },
    {
      slug: "chinedu",
      name: "Chinedu",
      surname: "Okeke",
      position: "Commodities Trader",
      company: "Savannah Crest Commodities",
      phone: "+234 800 555 0114",
      email: "chinedu.okeke@savannahcrest.example",
      image: "/media/people/chinedu-okeke.webp",
    },
    {
      slug: "amina",
      name: "Amina",
      surname: "Garba",
      position: "Internal Control Lead",
      company: "Savannah Crest Group",
      phone: "+234 800 555 0115",
      email: "amina.garba@savannahcrest.example",
      image: "/media/people/amina-garba.webp",
    },
  ],
);

export function staffBySlug(slug: string) {
  return staff.find((s) => s.slug === slug);
}

/** The labels of a staff card page; each takes the person's full name where it names them. */
export const staffCardCopy = defineContent(
  "content/staff.ts (card)",
  z.object({
    /** Read before the phone number and the e-mail address. */
    phone: SrText,
    email: SrText,
    save: NonEmpty,
    /** Read after the Save contact button's label. */
    saveAbout: NameTemplate,
    /** The page's description (search results, shared links). */
    description: z.function({ input: [z.object({ fullName: z.string(), position: z.string(), company: z.string() })], output: z.string() }),
  }),
  {
    phone: "Phone: ",
    email: "E-mail: ",
    save: "Save contact",
    saveAbout: (name) => ` of ${name} (vCard file)`,
    description: ({ fullName, position, company }) => `Contact card of ${fullName}, ${position} at ${company}.`,
  },
);
