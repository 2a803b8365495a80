import type { DemoMeal } from './demo-meal';
import { imageChatamariTop } from '../../demo/artwork/dishes/chatamari';
import { imageChickenCurryPlated, imageChickenCurryTop } from '../../demo/artwork/dishes/chicken-curry';
import { imageChowmeinClose, imageChowmeinTop } from '../../demo/artwork/dishes/chowmein';
import { imageFriedRiceTop } from '../../demo/artwork/dishes/fried-rice';
import { imageJholMomoClose, imageJholMomoTop } from '../../demo/artwork/dishes/jhol-momo';
import { imageJujuDhauSide, imageJujuDhauTop } from '../../demo/artwork/dishes/juju-dhau';
import { imageKotheyMomoClose, imageKotheyMomoTop } from '../../demo/artwork/dishes/kothey-momo';
import { imageLassi } from '../../demo/artwork/dishes/lassi';
import { imageMasalaChaiGlass, imageMasalaChaiTop } from '../../demo/artwork/dishes/masala-chai';
import {
  imagePaneerButterMasalaClose,
  imagePaneerButterMasalaTop,
} from '../../demo/artwork/dishes/paneer-butter-masala';
import { imageSamosaOpen, imageSamosaTop } from '../../demo/artwork/dishes/samosa';
import { imageSekuwaClose, imageSekuwaTop } from '../../demo/artwork/dishes/sekuwa';
import { imageSelRotiTop } from '../../demo/artwork/dishes/sel-roti';
import {
  imageSteamedMomoClose,
  imageSteamedMomoSide,
  imageSteamedMomoTop,
} from '../../demo/artwork/dishes/steamed-momo';
import { imageThaliClose, imageThaliTop } from '../../demo/artwork/dishes/thali';
import { imageThukpaClose, imageThukpaTop } from '../../demo/artwork/dishes/thukpa';

/** The demo menu: sixteen meals of a Kathmandu kitchen, each with its pictures drawn in code. */
export const demoMeals: DemoMeal[] = [
  {
    name: 'Chicken Steamed Momo',
    category: 'Momo',
    description:
      'Ten hand-pleated dumplings filled with minced chicken, onion, ginger and fresh coriander, steamed in bamboo over cabbage leaves and served with our tomato-sesame achar.',
    ingredients: 'chicken, flour, onion, ginger, garlic, coriander, tomato, sesame, timur',
    price: 280,
    half_plate_price: 170,
    meal_type: 'Plate',
    is_non_veg: true,
    images: [imageSteamedMomoTop, imageSteamedMomoSide, imageSteamedMomoClose],
  },
  {
    name: 'Himalayan Veg Thali',
    category: 'Thali & Curries',
    description:
      'Dal bhat the way it is eaten at home: steamed rice, golden lentil dal, aloo-cauli tarkari, mustard greens, fresh dahi, papad, cucumber and mango achar on a brass thali. Rice and dal refilled on request.',
    ingredients: 'rice, lentils, potato, cauliflower, mustard greens, yoghurt, papad, cucumber, mango achar, ghee',
    price: 550,
    half_plate_price: 330,
    meal_type: 'Plate',
    is_non_veg: false,
    images: [imageThaliTop, imageThaliClose],
  },
  {
    name: 'Buff Jhol Momo',
    category: 'Momo',
    description:
      'Juicy buffalo momo sunk in a warm, tangy jhol of roasted tomato, sesame and timur, finished with spring onion and coriander. A winter favourite in every Kathmandu lane.',
    ingredients: 'buffalo meat, flour, tomato, sesame, timur, onion, garlic, spring onion, coriander',
    price: 300,
    half_plate_price: 180,
    meal_type: 'Plate',
    is_non_veg: true,
    images: [imageJholMomoTop, imageJholMomoClose],
  },
  {
    name: 'Veg Kothey Momo',
    category: 'Momo',
    description:
      'Half-moon momo filled with cabbage, carrot, paneer and spring onion, steamed and then pan-fried until the bottoms are crisp and golden. Served round a bowl of achar.',
    ingredients: 'flour, cabbage, carrot, paneer, spring onion, ginger, sesame, tomato achar',
    price: 260,
    half_plate_price: 160,
    meal_type: 'Plate',
    is_non_veg: false,
    images: [imageKotheyMomoTop, imageKotheyMomoClose],
  },
  {
    name: 'Kukhura ko Masu',
    category: 'Thali & Curries',
    description:
      'Home-style Nepali chicken curry, slow-cooked on the bone with onion, tomato, ginger, garlic and our own roasted masala until the oil rises. Comes with a bowl of steamed rice.',
    ingredients: 'chicken, onion, tomato, ginger, garlic, cumin, turmeric, chilli, mustard oil, rice',
    price: 480,
    half_plate_price: 290,
    meal_type: 'Plate',
    is_non_veg: true,
    images: [imageChickenCurryTop, imageChickenCurryPlated],
  },
  {
    name: 'Paneer Butter Masala',
    category: 'Thali & Curries',
    description:
      'Soft cubes of fresh paneer simmered in a silky tomato, butter and cashew gravy with a swirl of cream and kasuri methi. Best scooped up with the warm butter naan that comes alongside.',
    ingredients: 'paneer, tomato, butter, cream, cashew, kasuri methi, garam masala, naan',
    price: 450,
    half_plate_price: 270,
    meal_type: 'Plate',
    is_non_veg: false,
    images: [imagePaneerButterMasalaTop, imagePaneerButterMasalaClose],
  },
  {
    name: 'Chicken Chowmein',
    category: 'Noodles & Rice',
    description:
      'Street-style noodles tossed in a smoking wok with shredded chicken, cabbage, carrot, capsicum and onion, seasoned with soy and a little chilli. Served with achar on the side.',
    ingredients: 'egg noodles, chicken, cabbage, carrot, capsicum, onion, soy sauce, spring onion',
    price: 250,
    half_plate_price: 150,
    meal_type: 'Plate',
    is_non_veg: true,
    images: [imageChowmeinTop, imageChowmeinClose],
  },
  {
    name: 'Chicken Thukpa',
    category: 'Noodles & Rice',
    description:
      'A big, warming bowl of Himalayan noodle soup: hand-pulled noodles in a spiced chicken broth with tender chicken, spinach, tomato and spring onion. Just right after a cold day in the hills.',
    ingredients: 'noodles, chicken, chicken stock, spinach, tomato, garlic, ginger, chilli, spring onion',
    price: 280,
    half_plate_price: 170,
    meal_type: 'Plate',
    is_non_veg: true,
    images: [imageThukpaTop, imageThukpaClose],
  },
  {
    name: 'Veg Fried Rice',
    category: 'Noodles & Rice',
    description:
      'Fragrant basmati fried with green peas, carrot, sweet corn, beans and spring onion, lightly seasoned with soy. Served with cucumber and tomato.',
    ingredients: 'basmati rice, peas, carrot, sweet corn, beans, spring onion, soy sauce, garlic',
    price: 220,
    half_plate_price: 130,
    meal_type: 'Plate',
    is_non_veg: false,
    images: [imageFriedRiceTop],
  },
  {
    name: 'Chicken Sekuwa',
    category: 'Snacks',
    description:
      'Chicken marinated overnight in mustard oil, timur and Himalayan spices, then grilled on skewers over charcoal. Served on a board with crisp chiura, red onion, lime and achar.',
    ingredients: 'chicken, mustard oil, timur, cumin, chilli, garlic, ginger, chiura, onion, lime',
    price: 420,
    half_plate_price: 250,
    meal_type: 'Plate',
    is_non_veg: true,
    images: [imageSekuwaTop, imageSekuwaClose],
  },
  {
    name: 'Chatamari',
    category: 'Snacks',
    description:
      'The Newari rice-flour crepe, cooked thin and lacy on a hot pan, topped with spiced minced chicken, egg, tomato, onion and coriander. Sold by the piece, cut in wedges to share.',
    ingredients: 'rice flour, minced chicken, egg, tomato, onion, coriander, green chilli',
    price: 220,
    half_plate_price: null,
    meal_type: 'Piece',
    is_non_veg: true,
    images: [imageChatamariTop],
  },
  {
    name: 'Samosa',
    category: 'Snacks',
    description:
      'Flaky, hand-folded pastry filled with spiced potato, green peas and cumin, fried until blistered and golden. Comes with mint-coriander and sweet tamarind chutneys.',
    ingredients: 'flour, potato, green peas, cumin, coriander, chilli, mint chutney, tamarind chutney',
    price: 120,
    half_plate_price: null,
    meal_type: 'Piece',
    is_non_veg: false,
    images: [imageSamosaTop, imageSamosaOpen],
  },
  {
    name: 'Sel Roti',
    category: 'Snacks',
    description:
      'The festival ring bread of Nepal: a sweet rice batter fried into a crisp, golden ring, soft inside. Served warm with a little katori of aloo achar, as it is at Tihar.',
    ingredients: 'rice flour, sugar, ghee, cardamom, milk, potato achar',
    price: 120,
    half_plate_price: null,
    meal_type: 'Piece',
    is_non_veg: false,
    images: [imageSelRotiTop],
  },
  {
    name: 'Masala Chai',
    category: 'Drinks & Desserts',
    description:
      'Strong CTC tea boiled with milk, fresh ginger, cardamom, cinnamon and clove, poured frothy into a clay kulhad. The way the whole valley starts its morning.',
    ingredients: 'tea, milk, sugar, ginger, cardamom, cinnamon, clove',
    price: 120,
    half_plate_price: null,
    meal_type: 'Piece',
    is_non_veg: false,
    images: [imageMasalaChaiTop, imageMasalaChaiGlass],
  },
  {
    name: 'Sweet Lassi',
    category: 'Drinks & Desserts',
    description:
      'Thick, chilled yoghurt churned with a little sugar and cardamom, crowned with malai, chopped pistachio, almond and a few threads of saffron.',
    ingredients: 'yoghurt, sugar, cardamom, malai, pistachio, almond, saffron',
    price: 220,
    half_plate_price: null,
    meal_type: 'Piece',
    is_non_veg: false,
    images: [imageLassi],
  },
  {
    name: 'Juju Dhau',
    category: 'Drinks & Desserts',
    description:
      'The king of curd from Bhaktapur: creamy buffalo-milk yoghurt, sweet and set slowly in its own clay kataro, with a golden skin on top. A Newari feast always ends with it.',
    ingredients: 'buffalo milk, sugar, cardamom, yoghurt culture',
    price: 250,
    half_plate_price: null,
    meal_type: 'Piece',
    is_non_veg: false,
    images: [imageJujuDhauTop, imageJujuDhauSide],
  },
];
