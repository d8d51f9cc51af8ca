/**
 * `GET /config`, the landing-page content, the policy pages, the newsletter, and the small lookups every
 * checkout or page head makes (analytic scripts, the most given tip, offline payment methods).
 */
import type { FastifyRequest } from 'fastify';
import type { RoutePlugin } from '../../http/route-scope';
import { errorList } from '../../http/errors';
import { inputOf, validate } from '../../http/input';
import { locale, storageUrl } from '../../http/context';
import { allSettings } from '../../http/settings';
import { fileName, imagePaths } from '../../services/images/paths';
import { gatewaysOffered } from '../../services/payments/gateways';
import { orderSettings } from '../../services/orders/settings';
import { PAGE_PATHS, pageHtml, type PageKey } from '../../services/pages/pages';
import { isSubscribed, mostFrequentTip, subscribe } from '../../services/config/site';
import { cheapestTripPrices } from '../../services/rental/catalog-queries';
import { modulesForZones } from '../../services/zones/zones';

export const configRoutes: RoutePlugin = async (app, { ctx }) => {
  const singleModule = (request: FastifyRequest) => {
    const modules = modulesForZones(request, ctx.db, null);
    return modules.length === 1 ? modules[0] : null;
  };

  app.get('/api/v1/config', (request) => {
    const settings = allSettings(ctx.db);
    // Digital payments need a gateway: outside demo mode none is configured, so none is offered.
    const gateways = gatewaysOffered(settings.demo);
    const digital = orderSettings(ctx.db).digitalPayment;
    const mins = cheapestTripPrices(ctx.db);
    return {
      ...settings,
      logo: fileName(imagePaths.businessLogo()),
      logo_full_url: storageUrl(request, imagePaths.businessLogo()),
      fav_icon: fileName(imagePaths.favicon()),
      fav_icon_full_url: storageUrl(request, imagePaths.favicon()),
      base_urls: { business_logo_url: storageUrl(request, 'brand'), vehicle_image_url: storageUrl(request, 'vehicle') },
      s3_base_urls: {},
      // Only an install with exactly one active module names it here (this seed runs six).
      module: singleModule(request),
      active_payment_method_list: gateways.map((gateway) => ({
        ...gateway,
        gateway_image: fileName(imagePaths.gateway(gateway.gateway)),
        gateway_image_full_url: storageUrl(request, imagePaths.gateway(gateway.gateway)),
      })),
      digital_payment: digital,
      digital_payment_info: { digital_payment: digital, plugin_payment_gateways: false, default_payment_gateways: digital },
      vehicle_distance_min: mins.d ?? 0,
      vehicle_hourly_min: mins.h ?? 0,
      vehicle_day_wise_min: mins.w ?? 0,
    };
  });

  app.get('/api/v1/react-landing-page', (request) => {
    const ar = locale(request) === 'ar';
    return {
      header_title: ar ? 'كل ما تحتاجه، في مكان واحد' : 'Everything you need, in one place',
      header_sub_title: ar ? 'استأجر سيارة أو اطلب ما تحتاجه' : 'Rent a car or order what you need',
      header_tag_line: ar ? 'سريع حتى على شبكة ضعيفة' : 'Fast even on a weak connection',
      pick_location_title: ar ? 'اختر موقعك' : 'Pick your location',
      fixed_footer_description: ar
        ? 'رايدواي ماركت يجمع تأجير السيارات والتوصيل اليومي في تطبيق واحد يعمل حتى دون اتصال.'
        : 'Rideway Market brings vehicle rentals and everyday delivery together in one app that keeps working offline.',
      fixed_newsletter_title: ar ? 'اشترك في نشرتنا' : 'Subscribe to our newsletter',
      fixed_newsletter_sub_title: ar ? 'عروض أسبوعية ولا رسائل مزعجة.' : 'Weekly deals, no spam.',
      download_user_app_title: ar ? 'حمّل التطبيق' : 'Get the app',
      download_user_app_sub_title: ar ? 'متوفر على المتاجر' : 'Available on the stores',
      download_user_app_links: {
        playstore_url_status: '1',
        playstore_url: 'https://play.example.com/rideway',
        apple_store_url_status: '1',
        apple_store_url: 'https://apps.example.com/rideway',
      },
      available_zone_status: 1,
      available_zone_title: ar ? 'مناطق الخدمة' : 'Where we operate',
      faq_section_status: 0,
    };
  });

  // Each page is a bare JSON string of HTML in the request's language (`X-localization`), as the backend answers.
  for (const [page, path] of Object.entries(PAGE_PATHS) as [PageKey, string][]) {
    app.get(path, (request, reply) => reply.type('application/json').send(JSON.stringify(pageHtml(page, locale(request)))));
  }

  // No analytics scripts are configured: a bare empty list, as the backend answers.
  app.get('/api/v1/config/get-analytic-scripts', () => []);

  // The most frequent non-zero tip over all orders (the statistical mode), null when nobody tipped.
  app.get('/api/v1/most-tips', () => {
    return { most_tips_amount: mostFrequentTip(ctx.db) };
  });

  // No offline payment methods: the backend answers `{}` for none, and clients test the key count.
  app.get('/api/v1/offline_payment_method_list', (_request, reply) => reply.type('application/json').send('{}'));

  app.post('/api/v1/newsletter/subscribe', (request) => {
    const input = inputOf(request);
    validate(input, { email: ['required', 'email'] });
    const email = String(input.email).trim().toLowerCase();
    if (isSubscribed(ctx.db, email)) throw errorList(403, 'email', 'The email has already been taken.');
    subscribe(ctx.db, email, ctx.now());
    return { message: 'Subscribed Successfully' };
  });
};
