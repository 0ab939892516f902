import { describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { coffeeBag, cup, roastColour } from './coffee';
import { drawPicture } from './picture';
import { bannerPicture, categoryPicture, productPictures } from './seed-pictures';
import { hex, type Rgb } from './svg';

const green: Rgb = [74, 110, 64];
const crema: Rgb = [201, 140, 74];
const cream: Rgb = [243, 231, 214];
const label = { name: 'Mondulkiri Arabica Honey Process', origin: 'Mondulkiri, Cambodia' };

/** librsvg parses it: a drawing that is not well-formed SVG is refused here. */
const rasterises = async (svg: string) => (await sharp(Buffer.from(svg)).metadata()).format;

describe('the seed pictures', () => {
  it("print the coffee's name, origin and roast on the bag's label", () => {
    const bag = coffeeBag({ ...label, roast: 'light' }, green, crema);

    expect(bag).toContain('>Mondulkiri<');
    expect(bag).toContain('>Arabica Honey<');
    expect(bag).toContain('>Mondulkiri, Cambodia<');
    expect(bag).toContain('>LIGHT ROAST<');
  });

  it('colour the beans by roast, light to dark', () => {
    const light = coffeeBag({ ...label, roast: 'light' }, green, crema);
    const dark = coffeeBag({ ...label, roast: 'dark' }, green, crema);

    expect(light).toContain(hex(roastColour.light));
    expect(light).not.toContain(hex(roastColour.dark));
    expect(dark).toContain(hex(roastColour.dark));
    expect(cup(cream, 'light')).not.toEqual(cup(cream, 'dark'));
  });

  it("escape the row's words", () => {
    expect(coffeeBag({ name: 'Beans <&> "Co"', origin: '' }, green, crema)).toContain(
      'Beans &lt;&amp;&gt; &quot;Co&quot;',
    );
  });

  it('are well-formed SVG of the asked size, for a product, a category and a banner', async () => {
    const [front, inUse] = productPictures({
      key: 'ratanakiri-robusta-dark',
      name: 'Ratanakiri Robusta Dark Roast',
      colours: [green, crema, cream],
    });
    const svgs = [
      drawPicture(front, 600, 600),
      drawPicture(inUse, 600, 600),
      drawPicture(categoryPicture('grinders', [green, crema, cream]), 240, 240),
      drawPicture(bannerPicture('popup-2', [green, crema, cream], 'One package price'), 960, 320),
      drawPicture(bannerPicture('popup-2', [green, crema, cream], 'One package price'), 480, 640),
    ];

    expect(svgs[0]).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="600" height="600" viewBox="0 0 600 600">/,
    );
    expect(svgs[0]).toContain('>Ratanakiri, Cambodia<');
    expect(svgs[0]).toContain('>DARK ROAST<');
    expect(svgs[1]).not.toEqual(svgs[0]);
    expect(svgs[3]).toContain('>One package price<');
    expect(svgs[3]).toContain('width="960" height="320" viewBox="0 0 1800 600"');
    for (const svg of svgs) await expect(rasterises(svg)).resolves.toBe('svg');
  });

  it('draw the same picture as the same text every time, so each is rasterised once', () => {
    const picture = categoryPicture('coffee-beans', [green, crema, cream]);
    expect(drawPicture(picture, 240, 240)).toEqual(drawPicture(picture, 240, 240));
  });
});
