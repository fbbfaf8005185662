/**
 * The Markdown bodies of the seed's two articles (issue 32): the first
 * version of each in the back office, where marketing edit them. Markdown,
 * not MDX: rendered by src/lib/markdown.tsx (remark, rehype-sanitize), never
 * run as code. Level-2 headings become the sections (and ids) of the page.
 */

/** /news/identifying-high-value-properties */
export const highValueBody = `Every week someone asks our sales team the same question in a different way: is this property worth the price? In Abuja, where a 5-bedroom duplex can sell for ₦500 million and a 7-bedroom duplex for ₦2 billion, the answer matters. These are the four checks our property team makes before it calls a property high-value, whoever built it.

## 1. Location, measured rather than assumed

"Location, location, location" is true, but it is not a method. We look at what a location gives the people who live there, and whether that will still be true in ten years:

- **Access.** Travel time to the Central Business District, the airport road and the main hospitals at rush hour, not at midnight.
- **Infrastructure already built.** Tarred roads, drainage, public power lines and water mains that exist today, not ones promised in a master plan.
- **Neighbours.** Established districts such as Maitama and Asokoro hold their value; growing districts such as Jahi, Guzape and Katampe offer more growth but need more checking.

## 2. A clean, registered title

A beautiful house on a doubtful title is worth nothing. Before anything else we confirm:

- a Certificate of Occupancy or a Right of Occupancy registered with the Abuja Geographic Information Systems (AGIS), in the seller's name;
- that the land use on the title matches what has been built, residential for homes;
- that there are no court cases, mortgages or government acquisitions recorded against the plot;
- that building approval was granted for the structure as built, including the number of floors.

Ask the seller for copies and have a lawyer search them at AGIS. A seller who hesitates is telling you something.

## 3. Build quality you can see and some you cannot

Finishes are easy to judge and easy to fake. We spend more time on what is behind them:

- the foundation and frame: cracks, settlement, signs of water pooling around the building;
- the roof: the pitch, the underlay and the drainage, since Abuja's rains test every one;
- plumbing and electrics: pressure at the top floor, the size of the cables, earthing and a proper distribution board;
- backup power and water: the space, ventilation and noise of the generator house, the borehole and treatment system.

A structural engineer's report costs little compared with the price of a duplex and is worth commissioning for any older building.

## 4. Yield and resale, before emotion

A high-value property earns its price, either as a home that will sell well later or as an investment that pays. We work out:

- the rent a comparable property commands in the same street, and how quickly such properties let;
- the service charge and running costs, which can turn a good gross yield into a poor net one;
- how many similar properties are for sale nearby, and for how long they have been on the market.

If the numbers only work when prices keep rising, the property is priced for hope, not for value.

## Putting it together

No property scores perfectly on all four checks. A home in a growing district with a clean title, sound construction and a realistic price can be worth more to you than a showpiece in an established district with a doubtful title. Our sales team is happy to walk through these checks with you for any property, including ones we did not build.`;

/** /casalavorowuseii: the market figures are spec §9's (MARKET_FIGURES in content/site.ts). */
export const wuseIIBody = `Wuse II has become the part of Abuja where the city goes to work. Banks, embassies, consultancies and the restaurants that feed them line Aminu Kano Crescent and the streets around it, and every weekday thousands of professionals commute into the district from Lugbe, Kubwa and beyond. Casa Lavoro is our answer to a simple question they keep asking us: why is it so hard to live near where I work?

## A residence built around the working week

Casa Lavoro is a serviced residence of 48 apartments, from studios to two-bedroom units, on a quiet street a short walk from the district's offices. Every apartment comes furnished, with a work desk, fibre broadband and backup power that does not flicker when the grid does. Downstairs there is a co-working lounge with bookable meeting rooms, a small gym and a café that opens at six.

The building is let by the month or longer, with housekeeping, security and maintenance included in one bill. There is no two-year rent in advance: a resident pays month by month, and can move to a larger unit in the building when a family grows or a promotion arrives.

## What the market figures say

The case for Casa Lavoro rests on demand that is large and still growing. Nigeria's residential real estate market is projected at **₦3,919 trillion in 2025**. It is expected to grow by **6.87% a year**, reaching **₦5,121 trillion by 2029**.

Three forces sit behind those numbers:

- **Urbanisation.** Abuja is one of the fastest-growing cities in Africa, and most of the growth is in working-age adults who move to the capital for jobs.
- **A shortage of well-managed rental stock.** Much of the city's housing is either high-end homes for sale or older rentals with unreliable power and water. Furnished, professionally managed apartments in central districts are scarce.
- **Changing expectations.** Younger professionals prefer to rent flexibly, close to work, with services they can rely on, over tying up years of income in rent paid in advance.

## Why Wuse II

We looked at six districts before choosing Wuse II. It combines the highest concentration of offices outside the Central Business District with established roads, shops, hospitals and schools, so residents need a car less often. Rents for comparable serviced apartments in the district have held up through the recent cycle of high inflation, which tells us that demand there is for the location, not only for a bargain.

## How it fits the Group

Casa Lavoro is developed by Savannah Crest Properties and run by Savannah Crest Residences, the team that already manages our serviced apartments elsewhere in Abuja. Building and operating under one roof means the people who run the building were in the room when it was designed: the storage rooms, the laundry and the generator house are where the operators asked for them.

Reservations open in July 2025 and the first residents move in in October. Agents can register through our agent programme, and companies that want to house staff can write to our Residences team for a corporate rate.`;
