import { FormattedMessage } from 'react-intl';

/** For routes whose pages are not built yet: the shop's own page, never a blank screen. */
export default function ComingSoonPage() {
  return (
    <section>
      <h1>
        <FormattedMessage id="page.comingSoon.title" />
      </h1>
      <p>
        <FormattedMessage id="page.comingSoon.body" />
      </p>
      <a href="/">
        <FormattedMessage id="page.comingSoon.home" />
      </a>
    </section>
  );
}
