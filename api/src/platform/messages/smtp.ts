import nodemailer from 'nodemailer';
import type { MessageSender } from './sender';

/** E-mail through an SMTP server, `SMTP_URL` such as smtps://user:password@mail.example.com:465. */
export const createSmtpSender = ({ url, from }: { url: string; from: string }): MessageSender => {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
  };
};
