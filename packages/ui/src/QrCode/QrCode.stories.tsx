import type { Meta, StoryObj } from '@storybook/react-vite';
import jsQR from 'jsqr';
import { expect } from 'storybook/test';
import { QrCode } from './QrCode.tsx';

/** What a phone camera reads from the drawn code: the SVG painted on a canvas and decoded. */
async function scanned(svg: SVGSVGElement): Promise<string | undefined> {
  const side = 240;
  const picture = new Image(side, side);
  picture.src = URL.createObjectURL(
    new Blob([new XMLSerializer().serializeToString(svg)], { type: 'image/svg+xml' }),
  );
  await picture.decode();
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.drawImage(picture, 0, 0, side, side);
  URL.revokeObjectURL(picture.src);
  return jsQR(context.getImageData(0, 0, side, side).data, side, side)?.data;
}

const ENROLMENT =
  'otpauth://totp/ProBuild:owner%40probuild.example?issuer=ProBuild&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30';

const meta = {
  title: 'UI/QrCode',
  component: QrCode,
  parameters: { layout: 'padded' },
  args: { value: ENROLMENT, label: 'Scan with your authenticator app' },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AuthenticatorEnrolment: Story = {
  play: async ({ canvas, args }) => {
    const code = canvas.getByRole('img', { name: args.label });
    await expect(code).toBeVisible();
    await expect(await scanned(code as unknown as SVGSVGElement)).toBe(args.value);
  },
};

export const NarrowScreen: Story = {
  args: { value: 'https://shop.example/backoffice', label: 'เปิดหลังร้านบนโทรศัพท์', size: 400 },
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas, canvasElement, args }) => {
    const code = canvas.getByRole('img', { name: args.label });
    // Wider than the screen asked for, it shrinks to fit and still scans.
    await expect(code.getBoundingClientRect().width).toBeLessThanOrEqual(canvasElement.clientWidth);
    await expect(await scanned(code as unknown as SVGSVGElement)).toBe(args.value);
  },
};
