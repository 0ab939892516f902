import type { Db, HelpQuestionsTable, HelpTopicsTable } from '../schema';

type SeedTopic = Omit<HelpTopicsTable, 'is_active'> & {
  questions: Omit<HelpQuestionsTable, 'topic_id' | 'is_active'>[];
};

/** The help centre's first questions, in English and Khmer, drawn from the shop's delivery, payment and account rules. */
export const helpTopics: SeedTopic[] = [
  {
    id: 1,
    key: 'ordering',
    title: 'Ordering',
    title_km: 'ការបញ្ជាទិញ',
    sort: 1,
    questions: [
      {
        id: 101,
        question: 'How do I place an order?',
        question_km: 'តើខ្ញុំបញ្ជាទិញដោយរបៀបណា?',
        answer:
          'Sign in, add products to your cart, open the cart and choose Checkout. Pick delivery or pickup, a payment method, and confirm.',
        answer_km:
          'ចូលគណនី បន្ថែមផលិតផលទៅកន្ត្រក បើកកន្ត្រក ហើយជ្រើសរើស “ទូទាត់”។ ជ្រើសរើសការដឹកជញ្ជូន ឬការមកយកផ្ទាល់ វិធីបង់ប្រាក់ ហើយបញ្ជាក់។',
        sort: 1,
      },
      {
        id: 102,
        question: 'How long does a special blend order take?',
        question_km: 'តើការបញ្ជាទិញកាហ្វេលាយពិសេសចំណាយពេលប៉ុន្មាន?',
        answer: 'Special blends are roasted for you and delivered in 7 to 10 working days.',
        answer_km: 'កាហ្វេលាយពិសេសត្រូវបានលីងសម្រាប់អ្នក ហើយដឹកជញ្ជូនក្នុងរយៈពេល ៧ ទៅ ១០ ថ្ងៃធ្វើការ។',
        sort: 2,
      },
    ],
  },
  {
    id: 2,
    key: 'delivery',
    title: 'Delivery and pickup',
    title_km: 'ការដឹកជញ្ជូន និងការមកយកផ្ទាល់',
    sort: 2,
    questions: [
      {
        id: 201,
        question: 'When will my order arrive in Phnom Penh?',
        question_km: 'តើការបញ្ជាទិញរបស់ខ្ញុំនឹងមកដល់នៅភ្នំពេញនៅពេលណា?',
        answer:
          'Orders placed in the morning are delivered the same afternoon; orders placed in the afternoon arrive the next morning. We deliver Monday to Saturday half day.',
        answer_km:
          'ការបញ្ជាទិញនៅពេលព្រឹកនឹងដឹកជញ្ជូននៅរសៀលថ្ងៃដដែល ការបញ្ជាទិញនៅពេលរសៀលនឹងមកដល់នៅព្រឹកបន្ទាប់។ យើងដឹកជញ្ជូនពីថ្ងៃច័ន្ទ ដល់ថ្ងៃសៅរ៍កន្លះថ្ងៃ។',
        sort: 1,
      },
      {
        id: 202,
        question: 'How much does delivery cost?',
        question_km: 'តើថ្លៃដឹកជញ្ជូនប៉ុន្មាន?',
        answer:
          'Up to 20 km delivery is free; from 21 to 40 km it is free for orders of at least $90; from 41 km the fee depends on the delivery partner.',
        answer_km:
          'ចម្ងាយរហូតដល់ ២០ គ.ម ដឹកជញ្ជូនឥតគិតថ្លៃ ពី ២១ ដល់ ៤០ គ.ម ឥតគិតថ្លៃសម្រាប់ការបញ្ជាទិញយ៉ាងតិច ៩០ ដុល្លារ ចាប់ពី ៤១ គ.ម ថ្លៃសេវាអាស្រ័យលើដៃគូដឹកជញ្ជូន។',
        sort: 2,
      },
      {
        id: 203,
        question: 'Can I pick my order up?',
        question_km: 'តើខ្ញុំអាចមកយកការបញ្ជាទិញដោយផ្ទាល់បានទេ?',
        answer:
          'Yes, at the head office or the showroom. For head-office pickup, order at least 1.5 hours before you come. Outside Phnom Penh, orders go by express agent in 3 working days.',
        answer_km:
          'បាទ/ចាស នៅការិយាល័យកណ្តាល ឬបន្ទប់តាំងបង្ហាញ។ សម្រាប់ការមកយកនៅការិយាល័យកណ្តាល សូមបញ្ជាទិញយ៉ាងតិច ១ ម៉ោងកន្លះមុនពេលអ្នកមក។ នៅក្រៅភ្នំពេញ ការបញ្ជាទិញផ្ញើតាមភ្នាក់ងារដឹកជញ្ជូនរហ័សក្នុងរយៈពេល ៣ ថ្ងៃធ្វើការ។',
        sort: 3,
      },
    ],
  },
  {
    id: 3,
    key: 'payment',
    title: 'Payment',
    title_km: 'ការបង់ប្រាក់',
    sort: 3,
    questions: [
      {
        id: 301,
        question: 'How can I pay?',
        question_km: 'តើខ្ញុំអាចបង់ប្រាក់ដោយរបៀបណា?',
        answer:
          'By online bank transfer, cash on delivery, or, for business partners, on their credit line. Prices are in US dollars.',
        answer_km:
          'តាមរយៈការផ្ទេរប្រាក់តាមធនាគារអនឡាញ ការបង់ប្រាក់ពេលទទួលទំនិញ ឬសម្រាប់ដៃគូអាជីវកម្ម តាមឥណទានរបស់ពួកគេ។ តម្លៃគិតជាដុល្លារអាមេរិក។',
        sort: 1,
      },
      {
        id: 302,
        question: 'How do I become a business partner with a credit line?',
        question_km: 'តើខ្ញុំក្លាយជាដៃគូអាជីវកម្មដែលមានឥណទានដោយរបៀបណា?',
        answer:
          'Open your account menu and choose Request to become a business partner. Fill in your details and your business, add a picture, and send it. We review every request.',
        answer_km:
          'បើកម៉ឺនុយគណនីរបស់អ្នក ហើយជ្រើសរើស “ស្នើសុំក្លាយជាដៃគូអាជីវកម្ម”។ បំពេញព័ត៌មានរបស់អ្នក និងអាជីវកម្មរបស់អ្នក បន្ថែមរូបភាព ហើយផ្ញើ។ យើងពិនិត្យរាល់សំណើ។',
        sort: 2,
      },
    ],
  },
  {
    id: 4,
    key: 'account',
    title: 'Your account',
    title_km: 'គណនីរបស់អ្នក',
    sort: 4,
    questions: [
      {
        id: 401,
        question: 'I did not receive my code. What can I do?',
        question_km: 'ខ្ញុំមិនបានទទួលលេខកូដទេ។ តើខ្ញុំអាចធ្វើអ្វីបាន?',
        answer:
          'Codes have 6 digits. You can ask for a new one 60 seconds after the last: press Resend code.',
        answer_km: 'លេខកូដមាន ៦ ខ្ទង់។ អ្នកអាចស្នើសុំលេខកូដថ្មីបាន ៦០ វិនាទីបន្ទាប់ពីលេខកូដចុងក្រោយ៖ ចុច “ផ្ញើលេខកូដម្តងទៀត”។',
        sort: 1,
      },
      {
        id: 402,
        question: 'How do I delete my account?',
        question_km: 'តើខ្ញុំលុបគណនីរបស់ខ្ញុំដោយរបៀបណា?',
        answer:
          'Ask for the deletion from your profile. The account is removed for good after 7 days; signing in before then cancels the request.',
        answer_km: 'ស្នើសុំការលុបពីប្រវត្តិរូបរបស់អ្នក។ គណនីនឹងត្រូវលុបជាអចិន្ត្រៃយ៍បន្ទាប់ពី ៧ ថ្ងៃ ការចូលគណនីមុនពេលនោះនឹងលុបចោលសំណើ។',
        sort: 2,
      },
    ],
  },
];

/** Inserts the topics and questions that are missing; rows staff have edited since are left as they are. */
export const seedHelpCentre = async (db: Db) => {
  await db.transaction().execute(async (trx) => {
    for (const { questions, ...topic } of helpTopics) {
      await trx
        .insertInto('help_topics')
        .values(topic)
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      for (const question of questions) {
        await trx
          .insertInto('help_questions')
          .values({ ...question, topic_id: topic.id })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
      }
    }
  });
};
