import { AboutSection } from './about-section';
import { FindUs } from './find-us';

/** The home page's closing sections, after the whole menu: about the restaurant, and where to find it. */
export default function HomeClosing() {
  return (
    <>
      <AboutSection />
      <FindUs />
    </>
  );
}
