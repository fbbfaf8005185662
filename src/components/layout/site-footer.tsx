import { IntentLink as Link } from "@/components/ui/intent-link";
import { footer } from "@content/footer";
import { navigation } from "@content/navigation";
import { mailtoHref, site, telHref, type ContactDetails } from "@content/site";
import { NewTabNote } from "@/components/ui/new-tab-note";

const heading = "font-display text-lg text-gold";
const footerLink = "rounded text-white/90 underline-offset-4 hover:text-white hover:underline";

/** The footer on every page (spec §2): the /#footer anchor; `mission` and `contacts` are the group's as published. */
export function SiteFooter({ mission, contacts }: { mission: string; contacts: ContactDetails }) {
  return (
    <footer
      data-behind-loader
      id="footer"
      className="render-near-screen on-dark scroll-mt-20 bg-forest text-white"
      aria-labelledby="footer-heading"
    >
      <h2 id="footer-heading" className="sr-only">
        {footer.heading}
      </h2>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 md:px-6 lg:grid-cols-4">
        <div>
          <p className="font-display text-2xl text-white">{site.name}</p>
          <p className="mt-3 text-sm text-white/85">{mission}</p>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h3 id="footer-quick-links" className={heading}>
            {footer.quickLinks}
          </h3>
          <ul className="mt-3 space-y-2 text-sm">
            {navigation.quickLinks.map((link) => (
              <li key={link.path}>
                <Link href={link.path} className={footerLink}>
                  {link.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-social">
          <h3 id="footer-social" className={heading}>
            {footer.social}
          </h3>
          <ul className="mt-3 space-y-2 text-sm">
            {navigation.social.map((social) => (
              <li key={social.link}>
                <a href={social.link} target="_blank" rel="noopener noreferrer" className={footerLink}>
                  {social.name}
                  <NewTabNote />
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h3 className={heading}>{footer.contact.title}</h3>
          <ul className="mt-3 space-y-3 text-sm text-white/90">
            <li>
              <span className="block text-white/70">{footer.contact.phone}</span>
              <a href={telHref(contacts.phone)} className={footerLink}>
                {contacts.phone}
              </a>
            </li>
            <li>
              <span className="block text-white/70">{footer.contact.address}</span>
              <address className="not-italic">
                {contacts.abujaOffice.lines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
            </li>
            <li>
              <Link href={footer.contact.form.href} className={footerLink}>
                {footer.contact.form.label}
              </Link>
            </li>
            <li>
              <span className="block text-white/70">{footer.contact.email}</span>
              <a href={mailtoHref(site.mailboxes.info)} className={footerLink}>
                {site.mailboxes.info}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm md:flex-row md:items-center md:justify-between md:px-6">
          <nav aria-label={footer.legalLabel}>
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {navigation.legal.map((link) => (
                <li key={link.path}>
                  <Link href={link.path} className={footerLink}>
                    {link.name}
                  </Link>
                </li>
              ))}
              <li>
                <Link href={footer.home.href} className={footerLink}>
                  {footer.home.label}
                </Link>
              </li>
            </ul>
          </nav>
          <p className="text-white/80">{footer.copyright}</p>
        </div>
      </div>
    </footer>
  );
}
