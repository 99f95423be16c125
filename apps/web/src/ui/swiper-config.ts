/**
 * Polish texts for swiper's A11y module, shared by the home carousel and the animal photo slider.
 * Plain data: importing this file does not pull swiper into a bundle.
 */
export function swiperA11yMessages(item: 'zdjęcie' | 'zwierzak') {
  const photo = item === 'zdjęcie';
  return {
    enabled: true,
    prevSlideMessage: photo ? 'Poprzednie zdjęcie' : 'Poprzedni zwierzak',
    nextSlideMessage: photo ? 'Następne zdjęcie' : 'Następny zwierzak',
    firstSlideMessage: photo ? 'To jest pierwsze zdjęcie' : 'To jest pierwszy zwierzak',
    lastSlideMessage: photo ? 'To jest ostatnie zdjęcie' : 'To jest ostatni zwierzak',
    paginationBulletMessage: photo ? 'Pokaż zdjęcie {{index}}' : 'Pokaż slajd {{index}}',
    slideLabelMessage: '{{index}} z {{slidesLength}}',
    containerRoleDescriptionMessage: 'karuzela',
    itemRoleDescriptionMessage: 'slajd',
  };
}
