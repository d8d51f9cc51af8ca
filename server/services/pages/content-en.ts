/**
 * The operator's pages in English, as an operator's editor saves them: HTML with section headings (the page
 * title is the app's), paragraphs, lists and links. They describe the whole marketplace as the seed runs it:
 * its six services, Dubai zones, AED amounts, the support email and phone of the business settings.
 */
import type { PageKey } from './pages';

export const PAGES_EN: Record<PageKey, string> = {
  about_us: `
<p>Rideway Market is a Dubai marketplace that brings six everyday services into one app: restaurant food, groceries, pharmacy products, shopping, parcel delivery and vehicle rental. We started with a simple idea: you should be able to order dinner, send a document across the city and book a car for the weekend without switching apps, creating new accounts or learning a new checkout each time.</p>
<h2>What you can do with Rideway Market</h2>
<ul>
<li><strong>Food:</strong> order from local restaurants and cafés for delivery now, at a time you schedule, or for takeaway.</li>
<li><strong>Grocery:</strong> fresh produce, pantry staples and household goods from neighbourhood stores and supermarkets.</li>
<li><strong>Pharmacy:</strong> over-the-counter medicines, vitamins and personal care, with a prescription upload for the medicines that need one.</li>
<li><strong>Shop:</strong> electronics, fashion, books and home goods from independent shops.</li>
<li><strong>Parcel:</strong> documents, boxes and fragile items carried by a rider who collects them from your door.</li>
<li><strong>Rental:</strong> cars, vans and SUVs from licensed rental providers, by the hour, by the day or by the kilometre.</li>
</ul>
<h2>How the marketplace works</h2>
<p>The stores, restaurants and rental providers on Rideway Market are independent businesses. They set their own menus, prices, opening hours and stock, and they prepare your order. We run the app, the payments, the wallet and the loyalty programme, assign riders, and look after you when something goes wrong. Every price you see includes the discounts that apply at that moment, and the delivery fee, service charge and taxes are listed before you confirm.</p>
<h2>Built for real connections</h2>
<p>The app keeps working on a weak or lost connection. Pages you have opened stay available offline, your cart and favourites are kept on your device, and changes you make offline are sent as soon as you are back online. It speaks English and Arabic, and you can switch between them at any time.</p>
<h2>One account, one wallet</h2>
<p>Your account holds your addresses, orders, trips and conversations across every service. Refunds arrive in your wallet, the loyalty points you earn on delivered orders turn into wallet money, and a friend who signs up with your referral code earns you a reward when their first order is delivered. You can also order as a guest; your order history then stays on your device only.</p>
<h2>Working with us</h2>
<p>Restaurants, shops and rental providers can join from the <a href="/store-registration?active=active">Become a seller</a> page, and riders from <a href="/deliveryman-registration">Become a delivery partner</a>. Our partnerships team replies within two working days.</p>
<h2>Contact</h2>
<p>Our office is at Office 1204, Bay Square 7, Business Bay, Dubai. Our support team answers at <a href="mailto:support@rideway.test">support@rideway.test</a>, on <a href="tel:+97145550100">+971 4 555 0100</a> and in the support chat of your inbox.</p>
`,

  terms_and_conditions: `
<p><em>Last updated: 1 March 2025</em></p>
<p>These terms apply when you use the Rideway Market website or app to order food, groceries, pharmacy products or shop items, send a parcel or rent a vehicle. By creating an account, ordering as a guest or booking a trip, you accept them. Please read them together with our privacy, refund, cancellation and shipping policies.</p>
<h2>1. Who we are</h2>
<p>Rideway Market runs an online marketplace in Dubai. Stores, restaurants, pharmacies and rental providers (our partners) sell their own goods and services through it; we take your order and payment on their behalf and arrange the delivery.</p>
<h2>2. Your account</h2>
<ul>
<li>You must be at least 18 years old to open an account, and at least 21 to book a vehicle.</li>
<li>Keep your password and one-time codes to yourself. You are responsible for what is done with your account until you tell us it was misused.</li>
<li>The details you give us, above all your phone number and delivery addresses, must be correct so that riders and partners can reach you.</li>
<li>You can order as a guest. Guest orders are not kept in an account; you can follow them from the Track order page.</li>
<li>You can delete your account at any time from your profile. Please spend your wallet balance, or ask us about it, first: it cannot be recovered afterwards.</li>
</ul>
<h2>3. Orders and prices</h2>
<ul>
<li>Partners set prices, stock and availability, which can change until you place your order. The amount you confirm at checkout is the amount you pay, unless you change the order.</li>
<li>Before you confirm, the checkout lists the items, discounts, delivery fee, service charge, rider tip and taxes.</li>
<li>An order is a request to the partner and is accepted when the partner confirms it. A partner may decline an order, for example when an item has run out; anything you paid is then refunded.</li>
<li>Medicines that need a prescription are supplied only against a valid prescription, which the pharmacy checks.</li>
<li>Some items are restricted by law, and the partner may ask for proof of age on delivery.</li>
</ul>
<h2>4. Payments, wallet and loyalty points</h2>
<ul>
<li>You can pay by card or another online method shown at checkout, from your Rideway Market wallet, with the wallet and another method together, or in cash on delivery where your area allows it. Cash on delivery may be limited to orders up to a set amount.</li>
<li>Wallet money can be spent on any service in the app. It cannot be withdrawn as cash or moved to another customer. Top-up bonuses are credited with the top-up and follow the terms of the offer.</li>
<li>You earn loyalty points on delivered orders: 5% of the order amount. From 100 points you can convert them into wallet money, at 10 points for AED 1. Points have no cash value.</li>
<li>When a friend signs up with your referral code, AED 20 is added to your wallet once their first order is delivered.</li>
</ul>
<h2>5. Coupons and offers</h2>
<p>Each coupon and campaign has its own dates, minimum spend and limits, shown with it. One coupon applies per order, and coupons cannot be exchanged for cash.</p>
<h2>6. Parcels</h2>
<p>You are responsible for describing a parcel truthfully and packing it safely. We do not carry cash, jewellery, weapons, illegal or hazardous goods, medicines without a prescription or live animals. A rider may refuse a parcel that breaks these rules or does not fit its category.</p>
<h2>7. Vehicle rental</h2>
<ul>
<li>A booking is a request to the rental provider and is confirmed when the provider accepts it.</li>
<li>The driver must hold a valid driving licence and show it, with an Emirates ID or a passport, when the vehicle is handed over.</li>
<li>The provider may take a refundable security deposit at pickup, and is responsible for the vehicle's insurance and condition.</li>
<li>Fuel, road tolls (Salik), parking and traffic fines during the trip are the driver's to pay, unless the provider says otherwise.</li>
</ul>
<h2>8. Reviews and messages</h2>
<p>Reviews must describe your own experience. Be respectful in chats with stores, riders and our support team; we may remove content, or suspend accounts, that harass others, share other people's personal data or break the law.</p>
<h2>9. Our responsibility</h2>
<p>Partners are responsible for the goods and services they sell. We are responsible for running the marketplace with reasonable care and skill, handling your payments correctly and helping you resolve any problem with an order. Nothing in these terms limits your rights under UAE consumer protection law.</p>
<h2>10. Changes and governing law</h2>
<p>We may update these terms. The date at the top shows the current version, and changes apply to orders placed after it. These terms are governed by the laws of the United Arab Emirates as applied in the Emirate of Dubai.</p>
<p>Questions? Write to <a href="mailto:support@rideway.test">support@rideway.test</a> or call <a href="tel:+97145550100">+971 4 555 0100</a>.</p>
`,

  privacy_policy: `
<p><em>Last updated: 1 March 2025</em></p>
<p>This policy explains what personal data Rideway Market collects when you use our app and website, why we use it, who we share it with and the choices you have. We follow the UAE Federal Decree-Law No. 45 of 2021 on the Protection of Personal Data.</p>
<h2>What we collect</h2>
<ul>
<li><strong>Account details:</strong> your name, phone number, email address, your password (kept only in a form that cannot be read back) and your referral code.</li>
<li><strong>Addresses and location:</strong> the delivery and pickup addresses you save, and your location when you choose it on the map, so that we show the stores and vehicles that serve your area.</li>
<li><strong>Orders, parcels and trips:</strong> what you ordered, sent or booked, from whom and when, the amounts, your delivery instructions and your reviews.</li>
<li><strong>Payments:</strong> the method, the amount and the result. Card numbers are typed on the payment provider's page and never reach our servers.</li>
<li><strong>Wallet and loyalty:</strong> your wallet transactions, top-ups, bonuses, refunds and loyalty points.</li>
<li><strong>Messages and files:</strong> your chats with stores, riders and our support team, the prescriptions you upload with a pharmacy order and the photos you attach to a refund request.</li>
<li><strong>Device data:</strong> your language and theme, and the technical data needed to keep the service secure, such as your IP address and the times of your requests.</li>
</ul>
<h2>How we use it</h2>
<ul>
<li>To take, prepare, deliver and support your orders, parcels and trips.</li>
<li>To take payments, make refunds and run the wallet, loyalty and referral programmes.</li>
<li>To send you updates on your orders and, if you agree, offers, which you can turn off at any time.</li>
<li>To prevent fraud and misuse, and to meet our legal duties.</li>
</ul>
<p>We do not sell your personal data, and we do not use it for other companies' advertising.</p>
<h2>Who we share it with</h2>
<p>The store, restaurant, pharmacy or rental provider receives what it needs to fulfil your order: your name and the items, and for a delivery your address and phone number. The rider carrying your order or parcel sees your name, address, phone number and delivery instructions until the delivery is done. Payment providers process your payments. We share data with public authorities only when the law requires it.</p>
<h2>What stays on your device</h2>
<p>The app keeps your cart, favourites, recently opened pages and the changes you made offline in your browser's storage, so that it works without a connection. Small cookies remember the area, service and language you chose. Clear offline data, in Settings, removes the saved pages; signing out ends your session on that device.</p>
<h2>How long we keep it</h2>
<p>We keep order, payment and wallet records for five years, as UAE tax and commercial law requires; chats for one year; prescriptions and refund photos for 90 days after the order is closed. When you delete your account, we delete or anonymise the rest of your data within 30 days.</p>
<h2>Your rights</h2>
<p>You can see and correct your details in your profile, and delete your account there at any time. You can also ask us for a copy of your data, ask us to correct or delete it, or object to a use of it, by writing to <a href="mailto:support@rideway.test">support@rideway.test</a>. We answer within 30 days.</p>
<h2>Children</h2>
<p>Rideway Market is not meant for anyone under 18, and we do not knowingly collect children's data.</p>
<h2>Contact</h2>
<p>Rideway Market, Office 1204, Bay Square 7, Business Bay, Dubai. Email <a href="mailto:support@rideway.test">support@rideway.test</a> or call <a href="tel:+97145550100">+971 4 555 0100</a>.</p>
`,

  refund_policy: `
<p><em>Last updated: 1 March 2025</em></p>
<p>We want every order to arrive as you expected. When it does not, this policy explains when you get your money back, how much and where it goes, for every service in the app.</p>
<h2>When you get a refund</h2>
<ul>
<li>An order or trip you cancel before the store or provider confirms it: everything you paid.</li>
<li>An order the store declines or cannot complete, or that we cancel: everything you paid.</li>
<li>A delivered order with missing, wrong, damaged, spoiled or expired items: the price of those items, or of the whole order when it cannot be used.</li>
<li>A parcel lost or damaged in our rider's care: the delivery charge, and compensation for the contents once our team has reviewed the case.</li>
<li>A rental trip the provider cancels, or a vehicle that is not there at the booked pickup time: everything you paid.</li>
</ul>
<h2>How to ask for a refund</h2>
<ol>
<li>Open My orders and choose the delivered order.</li>
<li>Choose Request a refund, pick the reason and describe what went wrong. Photos of the problem help us decide faster.</li>
<li>Send the request. The order shows Refund requested until our team decides, usually within two working days.</li>
</ol>
<p>Please ask as soon as you can, and within 24 hours of delivery for food and fresh groceries, which cannot be checked later. Refunds are asked for in the app by signed-in customers; guests can contact support with their order number.</p>
<h2>How much is refunded</h2>
<p>The refund of a delivered order covers what you paid for the items; the delivery fee and the rider tip are not part of it. Coupon discounts are not paid out: you get back what you actually paid.</p>
<h2>Where the money goes</h2>
<ul>
<li>Signed-in customers are refunded to their Rideway Market wallet, as soon as a refund is approved or an order is cancelled. Wallet money can be spent on any service.</li>
<li>If you would rather have the money back on your card, ask support. A card refund takes 5 to 14 working days to appear, depending on your bank.</li>
<li>Paid cash on delivery orders are refunded to the wallet.</li>
<li>Guest orders paid online are refunded to the card that paid.</li>
</ul>
<h2>What cannot be refunded</h2>
<ul>
<li>Items you changed your mind about once a food or grocery order was prepared.</li>
<li>Medicines and personal care products whose seal is broken, unless they are faulty.</li>
<li>Wallet top-up bonuses, loyalty points and referral rewards, which are not cash.</li>
<li>Fuel, road tolls and fines during a rental trip.</li>
</ul>
<p>Questions about a refund? Use the support chat in your inbox, write to <a href="mailto:support@rideway.test">support@rideway.test</a> or call <a href="tel:+97145550100">+971 4 555 0100</a>.</p>
`,

  cancellation_policy: `
<p><em>Last updated: 1 March 2025</em></p>
<p>Plans change. This policy explains when and how you can cancel an order, a parcel or a rental trip, and what it costs.</p>
<h2>Food, grocery, pharmacy and shop orders</h2>
<ul>
<li>You can cancel an order free of charge while it is pending, that is, until the store confirms it. Open it in My orders, choose Cancel order and tell us why.</li>
<li>An order whose online payment failed can be cancelled too, paid again, or switched to cash on delivery.</li>
<li>Once the store confirms an order it starts preparing it, and the order can no longer be cancelled in the app. Contact support at once: if the store agrees, we cancel it, though a restaurant may keep the price of food it has already cooked.</li>
<li>A scheduled order can be cancelled free of charge until the store confirms it, shortly before the time you chose.</li>
</ul>
<h2>Parcels</h2>
<ul>
<li>You can cancel a parcel free of charge until the rider picks it up.</li>
<li>After pickup, a cancelled parcel is brought back to the sender within 24 hours, for a return fee of AED 5.</li>
</ul>
<h2>Rental trips</h2>
<ul>
<li>You can cancel a trip free of charge while it is pending, before the provider confirms it. Open it in My trips and choose Cancel trip.</li>
<li>Once the provider has confirmed the trip, contact the provider or our support team to cancel it. Cancelling more than 24 hours before the pickup time is free; later, the provider may charge up to one day's rent, or one hour's for an hourly trip.</li>
<li>If you do not arrive within an hour of the pickup time, the provider may cancel the trip and charge the same fee.</li>
</ul>
<h2>When we or a partner cancel</h2>
<p>A store may cancel an order it cannot fulfil, a provider a trip when the vehicle is not available, and we may cancel an order that looks fraudulent or cannot be delivered safely, for example in severe weather. You then get everything you paid back, as our refund policy describes.</p>
<h2>Your money after a cancellation</h2>
<p>Whatever you paid online or from your wallet for a cancelled order goes back to your wallet as soon as the cancellation is done. A cancelled cash on delivery order costs nothing.</p>
<h2>Repeated cancellations</h2>
<p>Cancelling is free whenever the rules above allow it, but we may switch off cash on delivery for accounts that often cancel orders after the store has started preparing them.</p>
`,

  shipping_policy: `
<p><em>Last updated: 1 March 2025</em></p>
<p>This policy explains where we deliver, what delivery costs, how long it takes and what happens at your door, for orders from stores and for parcels.</p>
<h2>Where we deliver</h2>
<p>We deliver within our service zones in Dubai. The app finds your zone from the location you choose and shows only the stores and services that deliver there. Each store delivers within its own zone, while shop items can be ordered from anywhere we serve.</p>
<h2>Delivery fees</h2>
<ul>
<li>The delivery fee depends on the distance between the store and your address, with a minimum and a maximum for each service and zone. You see the exact fee at checkout, before you confirm.</li>
<li>Delivery is free on orders of AED 200 or more, and some stores offer free delivery of their own.</li>
<li>A small extra fee may apply at busy times or in bad weather; the checkout shows it separately.</li>
<li>A parcel's charge depends on its category and the distance, with a minimum charge for each category.</li>
</ul>
<h2>Delivery times</h2>
<ul>
<li>Each store shows its usual delivery time, such as 20–30 min, on its card and its page. It counts from when the store confirms your order and can be longer at busy times.</li>
<li>You can schedule an order for later, in 30-minute slots within the store's opening hours.</li>
<li>Parcels are usually collected within 30 minutes of booking and delivered the same day.</li>
<li>From the order page you can follow the store preparing your order and the rider on the map.</li>
</ul>
<h2>At your door</h2>
<ul>
<li>The rider calls you on arrival. Add the building, floor, gate code or any instructions to your address to help them find you.</li>
<li>If nobody answers, the rider waits 10 minutes and calls again. An order that cannot be delivered goes back to the store, and perishable food is not refunded.</li>
<li>Pharmacy orders with prescription medicines are handed only to the customer or an adult at the address.</li>
<li>Cash on delivery orders are paid to the rider. Please have the amount ready, as riders carry little change.</li>
</ul>
<h2>Takeaway</h2>
<p>Where a store offers takeaway, you can collect the order yourself with no delivery fee; the order page tells you when it is ready.</p>
<h2>Problems with a delivery</h2>
<p>Check your order when it arrives. Report missing, wrong or damaged items from the order page, as our refund policy explains, or contact support.</p>
`,
};
