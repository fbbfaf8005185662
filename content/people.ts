import { z } from "zod";
import { defineContent } from "./define";
import { BoardMemberSchema, ExecutiveSchema, NonEmpty } from "./schema";

/**
 * /our-people (spec §2): the Board of Directors (five) and the Executive
 * Officers (nine). Bios are plain text; the board grid shows the first
 * BIO_PREVIEW_CHARS characters and the modal the whole bio. People are fictional.
 */
export const board = defineContent("content/people.ts (board)", z.array(BoardMemberSchema).length(5), [
  {
    name: "Umar Farouk Lawal",
    title: "Chairman",
    description: "Chairman of the Board since 2019",
    image: "/media/people/umar-lawal.webp",
    bio: "Umar Farouk Lawal chairs the Board of Savannah Crest Group. He spent twenty-six years in commercial banking, the last nine as managing director of a northern Nigerian lender, where he built its agricultural finance and mortgage books from a standing start. He holds a degree in economics from Ahmadu Bello University, Zaria, and an MBA from Lagos Business School, and is a Fellow of the Chartered Institute of Bankers of Nigeria. Under his chairmanship the Board adopted the Group's long-term investment charter, which ties every new venture to a twenty-year horizon and an annual sustainability report. He also chairs the Board's Nominations and Governance Committee.",
  },
  {
    name: "Folasade Adebayo-Cole",
    title: "Independent Non-Executive Director",
    description: "Chair, Audit and Risk Committee",
    image: "/media/people/folasade-adebayo-cole.webp",
    bio: "Dr. Folasade Adebayo-Cole is an Independent Non-Executive Director and chairs the Audit and Risk Committee. A chartered accountant, she was a partner for fourteen years in the Lagos practice of an international audit firm, leading audits of listed consumer-goods and energy companies, before serving as chief financial officer of a pan-African logistics group. She holds a doctorate in accounting from the University of Lagos and is a Fellow of the Institute of Chartered Accountants of Nigeria. She joined the Board in 2020 and oversees the Group's internal control, external audit and whistleblowing programmes.",
  },
  {
    name: "Obiora Nwogu",
    title: "Non-Executive Director",
    description: "Chair, Investment Committee",
    image: "/media/people/obiora-nwogu.webp",
    bio: "Engr. Obiora Nwogu is a Non-Executive Director and chairs the Investment Committee, which reviews every development, fund and trading line before capital is committed. A civil engineer by training, he has delivered more than forty residential and commercial projects across Abuja, Port Harcourt and Enugu as founder of a construction and project-management firm. He is a registered engineer with COREN, holds a master's degree in construction management from the University of Nigeria, Nsukka, and has served on the Board since the Group's real estate business was founded.",
  },
  {
    name: "Maryam Shehu",
    title: "Independent Non-Executive Director",
    description: "Chair, Sustainability Committee",
    image: "/media/people/maryam-shehu.webp",
    bio: "Hajiya Maryam Shehu is an Independent Non-Executive Director and chairs the Sustainability Committee. She has spent two decades in agricultural development, first with a federal agricultural research institute and then leading out-grower programmes that connect smallholder farmers in Kaduna, Kano and Niger States to export buyers. She advises the Group's commodities business on traceability and fair pricing, and the Committee she chairs sets the targets reported in the annual sustainability report. She holds a master's degree in agricultural economics from Bayero University, Kano.",
  },
  {
    name: "Olumide Adeniran",
    title: "Non-Executive Director",
    description: "Chair, Remuneration Committee",
    image: "/media/people/olumide-adeniran.webp",
    bio: "Professor Olumide Adeniran is a Non-Executive Director and chairs the Remuneration Committee. He is a professor of finance and has taught corporate finance and real estate economics for over twenty years, most recently as dean of a business school in Ibadan. His research on housing finance and mortgage markets in West Africa has informed policy papers for state housing agencies. He joined the Board in 2022, bringing an academic discipline to the Group's valuation and capital-allocation reviews, and mentors the Group's graduate trainees.",
  },
]);

/**
 * Funmilayo Ogunleye's career before the Group, in one place: her /our-people
 * bio and her head of apartments profile on /residences both quote it.
 */
export const HEAD_OF_APARTMENTS_CAREER = "twelve years with international hotel groups in Lagos, Accra and Nairobi";

export const executives = defineContent("content/people.ts (executives)", z.array(ExecutiveSchema).length(9), [
  {
    header: "Precedence Okafor-Bello",
    description: "Group Managing Director and Chief Executive Officer",
    image: "/media/people/precedence-okafor-bello.webp",
    bio: "Precedence Okafor-Bello leads Savannah Crest Group and its four businesses. Before joining the Group in 2017 she spent fifteen years in investment banking and private equity in Lagos and London, advising on infrastructure and real estate transactions across West Africa. She set the Group's strategy of owning the whole chain, from land to keys and from farm gate to port, and chairs the Executive Committee. She holds an economics degree from the University of Ibadan and an MBA from a leading European business school.",
  },
  {
    header: "Adaeze Nwankwo",
    description: "Chief Financial Officer",
    image: "/media/people/adaeze-nwankwo.webp",
    bio: "Adaeze Nwankwo is responsible for finance, treasury, tax and investor reporting across the Group. A chartered accountant with eighteen years' experience, she previously ran financial planning for a listed Nigerian conglomerate and led its first sustainability-linked bond. She introduced the quarterly results the Group now publishes, including the Third-Quarter 2024 results, and reports to the Audit and Risk Committee.",
  },
  {
    header: "Zainab Abubakar",
    description: "Chief Compliance Officer",
    image: "/media/people/zainab-abubakar.webp",
    bio: "Zainab Abubakar leads compliance, data protection and the ethics programme, including the whistleblowing channel. A barrister and solicitor of the Supreme Court of Nigeria, she spent a decade in financial-services regulation before joining the Group. She is the Group's data protection officer under the Nigeria Data Protection Act 2023 and reports independently to the Audit and Risk Committee.",
  },
  {
    header: "Babatunde Adeyemi",
    description: "Managing Director, Savannah Crest Asset Management",
    image: "/media/people/babatunde-adeyemi.webp",
    bio: "Babatunde Adeyemi runs Savannah Crest Asset Management, which manages the Group's agricultural commodities fund, its real estate investment trust and its private wealth mandates. He has managed Nigerian equity and fixed-income portfolios for twenty years and is a CFA charterholder. His team's approach starts with each client's goals and time horizon and reports performance net of every fee.",
  },
  {
    header: "Chiamaka Eze",
    description: "Head of Architecture, Savannah Crest Properties",
    image: "/media/people/chiamaka-eze.webp",
    bio: "Chiamaka Eze leads design for every Savannah Crest estate, from master plans to interiors. A registered architect, she trained in Lagos and Cape Town and has designed homes for Abuja's climate for fifteen years: deep eaves, cross-ventilation and materials that age well. Her team designed the Prestige Manor and Monarch Hill estates.",
  },
  {
    header: "Ibrahim Musa",
    description: "Head of Construction, Savannah Crest Properties",
    image: "/media/people/ibrahim-musa.webp",
    bio: "Ibrahim Musa is responsible for building what the architects draw: on time, on budget and to a measured standard. A civil engineer registered with COREN, he has managed construction of more than two thousand housing units in the Federal Capital Territory and runs the Group's site-safety programme, which publishes its incident figures every quarter.",
  },
  {
    header: "Funmilayo Ogunleye",
    description: "Head of Apartments, Savannah Crest Residences",
    image: "/media/people/funmilayo-ogunleye.webp",
    bio: `Funmilayo Ogunleye runs Savannah Crest Residences, the Group's serviced apartments in Abuja. She spent ${HEAD_OF_APARTMENTS_CAREER} before joining the Group to open its first residence. She built the agent programme that now brings in a third of the Residences' bookings, and she measures her team by one figure: how many guests come back.`,
  },
  {
    header: "Ikenna Ezeudu",
    description: "Head of Commodities Trading, Savannah Crest Commodities",
    image: "/media/people/ikenna-ezeudu.webp",
    bio: "Ikenna Ezeudu leads the commodities business, which sources sesame, sheanut, cashew, ginger, cocoa, soybean, maize, paddy rice, groundnut and sorghum from Nigerian farmers and ships them to buyers abroad. He has traded agricultural commodities for sixteen years and built the quality-testing routine that checks every lot's moisture and oil content before it leaves the warehouse.",
  },
  {
    header: "Ngozi Uche",
    description: "Head of People and Culture",
    image: "/media/people/ngozi-uche.webp",
    bio: "Ngozi Uche leads recruitment, learning and employee relations for the Group's staff across Abuja and Lagos. She previously headed human resources at a Nigerian telecommunications company and holds a master's degree in industrial relations. She runs the graduate trainee programme and the Group's annual engagement survey, whose results are shared with every employee.",
  },
]);

/** The interface's words on /our-people (buttons): in code, as every label is. */
export const peopleCopy = defineContent("content/people.ts (copy)", z.object({ readFullBio: NonEmpty, learnMore: NonEmpty }), {
  readFullBio: "Read Full Bio",
  learnMore: "Learn More",
});

/**
 * /our-people as a page document (marketing's, decision 150): each section's heading and
 * introduction, the board and the officers. The counts are the spec's (§2: a board grid of five,
 * nine executive officers). The seed is the content above.
 */
export const OurPeopleSchema = z.object({
  boardHeading: NonEmpty,
  boardIntro: NonEmpty,
  directors: z.array(BoardMemberSchema).length(5, { message: "The board grid has five members (the spec's)." }),
  executivesHeading: NonEmpty,
  executivesIntro: NonEmpty,
  officers: z.array(ExecutiveSchema).length(9, { message: "The spec lists nine executive officers." }),
});
export type OurPeopleDoc = z.output<typeof OurPeopleSchema>;

export const ourPeopleSeed = (): OurPeopleDoc => ({
  boardHeading: "Board of Directors",
  boardIntro: "Five directors, two of them independent, oversee the Group's strategy, risk and governance.",
  directors: board,
  executivesHeading: "Executive Officers",
  executivesIntro: "The executive team runs the Group and its four businesses day to day.",
  officers: executives,
});
